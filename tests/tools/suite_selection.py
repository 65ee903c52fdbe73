"""Which tests a lit run discovers: the quick suite of `make check`, the slow differential sets
of `make check-slow`, or both.

lit.cfg.py names the slow sets (config.slow_tests: paths below tests/, a folder meaning all in
it) and reads the lit parameter `suite` (quick, slow, or all, the default) into config.suite.
The test formats here leave out, while they discover the tests of a folder, those of the other
suite.
"""
import lit.formats

SUITES = ("quick", "slow", "all")


def is_slow(path_in_suite, slow_tests):
    """Whether the test at path_in_suite (a tuple of names below tests/) is in a slow set."""
    path = "/".join(path_in_suite)
    return any(path == slow or path.startswith(slow + "/") for slow in slow_tests)


def selected(test, config):
    suite = getattr(config, "suite", "all")
    if suite == "all":
        return True
    return is_slow(test.path_in_suite, getattr(config, "slow_tests", ())) == (suite == "slow")


class SelectedShTest(lit.formats.ShTest):
    """lit's ShTest, discovering only the tests of the chosen suite."""

    def getTestsInDirectory(self, testSuite, path_in_suite, litConfig, localConfig):
        for test in super().getTestsInDirectory(testSuite, path_in_suite, litConfig, localConfig):
            if selected(test, localConfig):
                yield test
