#define LEN 16
#define SCALE 0.5f
