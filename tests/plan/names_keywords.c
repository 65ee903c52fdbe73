// Names that C++, CUDA or <stddef.h> give a meaning take a '_' after them; others keep theirs.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
float keywords(const float new[4], float class[4]) {
  float template = 0, threadIdx = 1, size_t = 2;
  for (int this = 0; this < 4; this++) class[this] = new[this] * template + threadIdx + size_t;
  return template;
}
// CHECK-LABEL: function keywords (entry)
// CHECK-DAG: name new: new_{{$}}
// CHECK-DAG: name class: class_{{$}}
// CHECK-DAG: name template: template_{{$}}
// CHECK-DAG: name threadIdx: threadIdx_{{$}}
// CHECK-DAG: name size_t: size_t_{{$}}
// CHECK-DAG: name this: this_{{$}}
