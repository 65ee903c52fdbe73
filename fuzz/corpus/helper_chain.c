static int c200(int x) { return x; }
static int c0(int x);
static int c1(int x);
static int c2(int x);
static int c3(int x);
static int c4(int x);
static int c5(int x);
static int c6(int x);
static int c7(int x);
static int c8(int x);
static int c9(int x);
static int c10(int x);
static int c11(int x);
static int c12(int x);
static int c13(int x);
static int c14(int x);
static int c15(int x);
static int c16(int x);
static int c17(int x);
static int c18(int x);
static int c19(int x);
static int c20(int x);
static int c21(int x);
static int c22(int x);
static int c23(int x);
static int c24(int x);
static int c25(int x);
static int c26(int x);
static int c27(int x);
static int c28(int x);
static int c29(int x);
static int c30(int x);
static int c31(int x);
static int c32(int x);
static int c33(int x);
static int c34(int x);
static int c35(int x);
static int c36(int x);
static int c37(int x);
static int c38(int x);
static int c39(int x);
static int c40(int x);
static int c41(int x);
static int c42(int x);
static int c43(int x);
static int c44(int x);
static int c45(int x);
static int c46(int x);
static int c47(int x);
static int c48(int x);
static int c49(int x);
static int c50(int x);
static int c51(int x);
static int c52(int x);
static int c53(int x);
static int c54(int x);
static int c55(int x);
static int c56(int x);
static int c57(int x);
static int c58(int x);
static int c59(int x);
static int c60(int x);
static int c61(int x);
static int c62(int x);
static int c63(int x);
static int c64(int x);
static int c65(int x);
static int c66(int x);
static int c67(int x);
static int c68(int x);
static int c69(int x);
static int c70(int x);
static int c71(int x);
static int c72(int x);
static int c73(int x);
static int c74(int x);
static int c75(int x);
static int c76(int x);
static int c77(int x);
static int c78(int x);
static int c79(int x);
static int c80(int x);
static int c81(int x);
static int c82(int x);
static int c83(int x);
static int c84(int x);
static int c85(int x);
static int c86(int x);
static int c87(int x);
static int c88(int x);
static int c89(int x);
static int c90(int x);
static int c91(int x);
static int c92(int x);
static int c93(int x);
static int c94(int x);
static int c95(int x);
static int c96(int x);
static int c97(int x);
static int c98(int x);
static int c99(int x);
static int c100(int x);
static int c101(int x);
static int c102(int x);
static int c103(int x);
static int c104(int x);
static int c105(int x);
static int c106(int x);
static int c107(int x);
static int c108(int x);
static int c109(int x);
static int c110(int x);
static int c111(int x);
static int c112(int x);
static int c113(int x);
static int c114(int x);
static int c115(int x);
static int c116(int x);
static int c117(int x);
static int c118(int x);
static int c119(int x);
static int c120(int x);
static int c121(int x);
static int c122(int x);
static int c123(int x);
static int c124(int x);
static int c125(int x);
static int c126(int x);
static int c127(int x);
static int c128(int x);
static int c129(int x);
static int c130(int x);
static int c131(int x);
static int c132(int x);
static int c133(int x);
static int c134(int x);
static int c135(int x);
static int c136(int x);
static int c137(int x);
static int c138(int x);
static int c139(int x);
static int c140(int x);
static int c141(int x);
static int c142(int x);
static int c143(int x);
static int c144(int x);
static int c145(int x);
static int c146(int x);
static int c147(int x);
static int c148(int x);
static int c149(int x);
static int c150(int x);
static int c151(int x);
static int c152(int x);
static int c153(int x);
static int c154(int x);
static int c155(int x);
static int c156(int x);
static int c157(int x);
static int c158(int x);
static int c159(int x);
static int c160(int x);
static int c161(int x);
static int c162(int x);
static int c163(int x);
static int c164(int x);
static int c165(int x);
static int c166(int x);
static int c167(int x);
static int c168(int x);
static int c169(int x);
static int c170(int x);
static int c171(int x);
static int c172(int x);
static int c173(int x);
static int c174(int x);
static int c175(int x);
static int c176(int x);
static int c177(int x);
static int c178(int x);
static int c179(int x);
static int c180(int x);
static int c181(int x);
static int c182(int x);
static int c183(int x);
static int c184(int x);
static int c185(int x);
static int c186(int x);
static int c187(int x);
static int c188(int x);
static int c189(int x);
static int c190(int x);
static int c191(int x);
static int c192(int x);
static int c193(int x);
static int c194(int x);
static int c195(int x);
static int c196(int x);
static int c197(int x);
static int c198(int x);
static int c199(int x);
static int c0(int x) { return c1(x) + 1; }
static int c1(int x) { return c2(x) + 1; }
static int c2(int x) { return c3(x) + 1; }
static int c3(int x) { return c4(x) + 1; }
static int c4(int x) { return c5(x) + 1; }
static int c5(int x) { return c6(x) + 1; }
static int c6(int x) { return c7(x) + 1; }
static int c7(int x) { return c8(x) + 1; }
static int c8(int x) { return c9(x) + 1; }
static int c9(int x) { return c10(x) + 1; }
static int c10(int x) { return c11(x) + 1; }
static int c11(int x) { return c12(x) + 1; }
static int c12(int x) { return c13(x) + 1; }
static int c13(int x) { return c14(x) + 1; }
static int c14(int x) { return c15(x) + 1; }
static int c15(int x) { return c16(x) + 1; }
static int c16(int x) { return c17(x) + 1; }
static int c17(int x) { return c18(x) + 1; }
static int c18(int x) { return c19(x) + 1; }
static int c19(int x) { return c20(x) + 1; }
static int c20(int x) { return c21(x) + 1; }
static int c21(int x) { return c22(x) + 1; }
static int c22(int x) { return c23(x) + 1; }
static int c23(int x) { return c24(x) + 1; }
static int c24(int x) { return c25(x) + 1; }
static int c25(int x) { return c26(x) + 1; }
static int c26(int x) { return c27(x) + 1; }
static int c27(int x) { return c28(x) + 1; }
static int c28(int x) { return c29(x) + 1; }
static int c29(int x) { return c30(x) + 1; }
static int c30(int x) { return c31(x) + 1; }
static int c31(int x) { return c32(x) + 1; }
static int c32(int x) { return c33(x) + 1; }
static int c33(int x) { return c34(x) + 1; }
static int c34(int x) { return c35(x) + 1; }
static int c35(int x) { return c36(x) + 1; }
static int c36(int x) { return c37(x) + 1; }
static int c37(int x) { return c38(x) + 1; }
static int c38(int x) { return c39(x) + 1; }
static int c39(int x) { return c40(x) + 1; }
static int c40(int x) { return c41(x) + 1; }
static int c41(int x) { return c42(x) + 1; }
static int c42(int x) { return c43(x) + 1; }
static int c43(int x) { return c44(x) + 1; }
static int c44(int x) { return c45(x) + 1; }
static int c45(int x) { return c46(x) + 1; }
static int c46(int x) { return c47(x) + 1; }
static int c47(int x) { return c48(x) + 1; }
static int c48(int x) { return c49(x) + 1; }
static int c49(int x) { return c50(x) + 1; }
static int c50(int x) { return c51(x) + 1; }
static int c51(int x) { return c52(x) + 1; }
static int c52(int x) { return c53(x) + 1; }
static int c53(int x) { return c54(x) + 1; }
static int c54(int x) { return c55(x) + 1; }
static int c55(int x) { return c56(x) + 1; }
static int c56(int x) { return c57(x) + 1; }
static int c57(int x) { return c58(x) + 1; }
static int c58(int x) { return c59(x) + 1; }
static int c59(int x) { return c60(x) + 1; }
static int c60(int x) { return c61(x) + 1; }
static int c61(int x) { return c62(x) + 1; }
static int c62(int x) { return c63(x) + 1; }
static int c63(int x) { return c64(x) + 1; }
static int c64(int x) { return c65(x) + 1; }
static int c65(int x) { return c66(x) + 1; }
static int c66(int x) { return c67(x) + 1; }
static int c67(int x) { return c68(x) + 1; }
static int c68(int x) { return c69(x) + 1; }
static int c69(int x) { return c70(x) + 1; }
static int c70(int x) { return c71(x) + 1; }
static int c71(int x) { return c72(x) + 1; }
static int c72(int x) { return c73(x) + 1; }
static int c73(int x) { return c74(x) + 1; }
static int c74(int x) { return c75(x) + 1; }
static int c75(int x) { return c76(x) + 1; }
static int c76(int x) { return c77(x) + 1; }
static int c77(int x) { return c78(x) + 1; }
static int c78(int x) { return c79(x) + 1; }
static int c79(int x) { return c80(x) + 1; }
static int c80(int x) { return c81(x) + 1; }
static int c81(int x) { return c82(x) + 1; }
static int c82(int x) { return c83(x) + 1; }
static int c83(int x) { return c84(x) + 1; }
static int c84(int x) { return c85(x) + 1; }
static int c85(int x) { return c86(x) + 1; }
static int c86(int x) { return c87(x) + 1; }
static int c87(int x) { return c88(x) + 1; }
static int c88(int x) { return c89(x) + 1; }
static int c89(int x) { return c90(x) + 1; }
static int c90(int x) { return c91(x) + 1; }
static int c91(int x) { return c92(x) + 1; }
static int c92(int x) { return c93(x) + 1; }
static int c93(int x) { return c94(x) + 1; }
static int c94(int x) { return c95(x) + 1; }
static int c95(int x) { return c96(x) + 1; }
static int c96(int x) { return c97(x) + 1; }
static int c97(int x) { return c98(x) + 1; }
static int c98(int x) { return c99(x) + 1; }
static int c99(int x) { return c100(x) + 1; }
static int c100(int x) { return c101(x) + 1; }
static int c101(int x) { return c102(x) + 1; }
static int c102(int x) { return c103(x) + 1; }
static int c103(int x) { return c104(x) + 1; }
static int c104(int x) { return c105(x) + 1; }
static int c105(int x) { return c106(x) + 1; }
static int c106(int x) { return c107(x) + 1; }
static int c107(int x) { return c108(x) + 1; }
static int c108(int x) { return c109(x) + 1; }
static int c109(int x) { return c110(x) + 1; }
static int c110(int x) { return c111(x) + 1; }
static int c111(int x) { return c112(x) + 1; }
static int c112(int x) { return c113(x) + 1; }
static int c113(int x) { return c114(x) + 1; }
static int c114(int x) { return c115(x) + 1; }
static int c115(int x) { return c116(x) + 1; }
static int c116(int x) { return c117(x) + 1; }
static int c117(int x) { return c118(x) + 1; }
static int c118(int x) { return c119(x) + 1; }
static int c119(int x) { return c120(x) + 1; }
static int c120(int x) { return c121(x) + 1; }
static int c121(int x) { return c122(x) + 1; }
static int c122(int x) { return c123(x) + 1; }
static int c123(int x) { return c124(x) + 1; }
static int c124(int x) { return c125(x) + 1; }
static int c125(int x) { return c126(x) + 1; }
static int c126(int x) { return c127(x) + 1; }
static int c127(int x) { return c128(x) + 1; }
static int c128(int x) { return c129(x) + 1; }
static int c129(int x) { return c130(x) + 1; }
static int c130(int x) { return c131(x) + 1; }
static int c131(int x) { return c132(x) + 1; }
static int c132(int x) { return c133(x) + 1; }
static int c133(int x) { return c134(x) + 1; }
static int c134(int x) { return c135(x) + 1; }
static int c135(int x) { return c136(x) + 1; }
static int c136(int x) { return c137(x) + 1; }
static int c137(int x) { return c138(x) + 1; }
static int c138(int x) { return c139(x) + 1; }
static int c139(int x) { return c140(x) + 1; }
static int c140(int x) { return c141(x) + 1; }
static int c141(int x) { return c142(x) + 1; }
static int c142(int x) { return c143(x) + 1; }
static int c143(int x) { return c144(x) + 1; }
static int c144(int x) { return c145(x) + 1; }
static int c145(int x) { return c146(x) + 1; }
static int c146(int x) { return c147(x) + 1; }
static int c147(int x) { return c148(x) + 1; }
static int c148(int x) { return c149(x) + 1; }
static int c149(int x) { return c150(x) + 1; }
static int c150(int x) { return c151(x) + 1; }
static int c151(int x) { return c152(x) + 1; }
static int c152(int x) { return c153(x) + 1; }
static int c153(int x) { return c154(x) + 1; }
static int c154(int x) { return c155(x) + 1; }
static int c155(int x) { return c156(x) + 1; }
static int c156(int x) { return c157(x) + 1; }
static int c157(int x) { return c158(x) + 1; }
static int c158(int x) { return c159(x) + 1; }
static int c159(int x) { return c160(x) + 1; }
static int c160(int x) { return c161(x) + 1; }
static int c161(int x) { return c162(x) + 1; }
static int c162(int x) { return c163(x) + 1; }
static int c163(int x) { return c164(x) + 1; }
static int c164(int x) { return c165(x) + 1; }
static int c165(int x) { return c166(x) + 1; }
static int c166(int x) { return c167(x) + 1; }
static int c167(int x) { return c168(x) + 1; }
static int c168(int x) { return c169(x) + 1; }
static int c169(int x) { return c170(x) + 1; }
static int c170(int x) { return c171(x) + 1; }
static int c171(int x) { return c172(x) + 1; }
static int c172(int x) { return c173(x) + 1; }
static int c173(int x) { return c174(x) + 1; }
static int c174(int x) { return c175(x) + 1; }
static int c175(int x) { return c176(x) + 1; }
static int c176(int x) { return c177(x) + 1; }
static int c177(int x) { return c178(x) + 1; }
static int c178(int x) { return c179(x) + 1; }
static int c179(int x) { return c180(x) + 1; }
static int c180(int x) { return c181(x) + 1; }
static int c181(int x) { return c182(x) + 1; }
static int c182(int x) { return c183(x) + 1; }
static int c183(int x) { return c184(x) + 1; }
static int c184(int x) { return c185(x) + 1; }
static int c185(int x) { return c186(x) + 1; }
static int c186(int x) { return c187(x) + 1; }
static int c187(int x) { return c188(x) + 1; }
static int c188(int x) { return c189(x) + 1; }
static int c189(int x) { return c190(x) + 1; }
static int c190(int x) { return c191(x) + 1; }
static int c191(int x) { return c192(x) + 1; }
static int c192(int x) { return c193(x) + 1; }
static int c193(int x) { return c194(x) + 1; }
static int c194(int x) { return c195(x) + 1; }
static int c195(int x) { return c196(x) + 1; }
static int c196(int x) { return c197(x) + 1; }
static int c197(int x) { return c198(x) + 1; }
static int c198(int x) { return c199(x) + 1; }
static int c199(int x) { return c200(x) + 1; }
int helper_chain(int k) { return c0(k); }
