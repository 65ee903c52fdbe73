int char_constants(int a[4]) {
  a[0] = 'ab' + '\e' + '\0a';
  a[1] = L'\xffffffff' < 0;
  a[2] = (int)sizeof(u'a') + (int)sizeof(U'a') + (int)sizeof(L'a') + (int)sizeof('a');
  a[3] = (int)(U'\xffffffff' % 1009u) + u'\xffff' + '\377' + '\x7f' + '\n';
  return 'abcd';
}
