void bulk_sum(const int a[4], int out[1]) { out[0] = a[0] + a[1] + a[2] + a[3]; }
