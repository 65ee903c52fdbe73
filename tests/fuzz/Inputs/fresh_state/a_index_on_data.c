void index_on_data(int a[8], int k) { a[k & 7] = 1; }
