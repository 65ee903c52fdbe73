// A tag is a tag whatever else the name is: `enum mode_t` beside <sys/types.h>'s typedef mode_t.
// An enumerator sizes a struct member's array (it was "member 'w' needs a constant, positive
// array size": members were folded before the file's enumerators were known). The program is the
// differential set's, which runs it on every target.
// RUN: %bulkcc --dump=ast %S/../differential/programs/enum_tags_and_sizes.c | FileCheck %s
// CHECK: entry absorb returns 'unsigned int'
// CHECK: param blk->w 'const unsigned int [4]'
// CHECK: param blk->b 'const unsigned char [16]'
// CHECK: param a 'const unsigned int [4]'
