void syntax(int a[8]) { a[0] = ; }
