/* A header with an error on its third line. */
static int bad(int x) {
  return nothing_here + x;
}
