/* Entries whose tables are empty or hold one scalar: their launchers pass no or one array. */
void nothing(void) {}
void only_scalar(int x) { (void)x; }
