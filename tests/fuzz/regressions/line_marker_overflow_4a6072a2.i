# 0 "/tmp/fresh/tests/types/literals.c"
# 0 "<built-in>"
#  2147483647 + 2147483648 + 0xffffff–™ßÔ 0x100002000 + 10u + 10ul + 'x' + a[0];







}
