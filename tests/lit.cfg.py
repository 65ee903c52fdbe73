# lit configuration for bulkcc's tests: one behaviour per file, checked with FileCheck.
import os
import shutil
import subprocess
import sys
import tempfile


config.name = "bulkcc"
config.suffixes = [".c", ".test"]  # fuzz/regressions/*.i are inputs, not tests
config.excludes = ["Inputs", "tools", "lit.cfg.py", "lit.site.cfg.py.in"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.build_root, "tests")
# tools/differential_format.py: the format of folders of programs run through the differential
# checks (their lit.local.cfg sets it)
sys.path.insert(0, os.path.join(config.test_source_root, "tools"))
import suite_selection  # noqa: E402 (tools/ is on the path only now)

# Two suites: `make check` runs the quick one (lit --param suite=quick), `make check-slow` the
# slow differential sets below (--param suite=slow). lit without the parameter runs both, so a
# folder or a test named on its command line runs whatever its suite. .ci/run runs both.
config.slow_tests = [
    "differential/programs",                  # every program on every target
    "differential/library",                   # library routines, on both targets at once too
    "differential/random_cpu.test",           # random programs
    "differential/random_emulation.test",
    "differential/random_warps.test",         # random programs in the warps' emulation (115 s)
    "differential/random_gather.test",
    "differential/random_gpu.test",
    "differential/random_programs_defined.test",
    "differential/random_nan_sign.test",
    "stress/limits.test",                     # every limit crossed, a hundred runs of bulkcc
    "nvcc/bench_builds.test",                 # make bench's programs, built by nvcc
    "nvcc/bench_one_instance_builds.test",    # bench/one_instance.sh's programs
    "install/cuda_runtime.test",              # the CUDA runtime built by nvcc and installed
    "runtime/cpu_team_threads.test",          # the CPU's teams of 4 to 32 threads (100 s)
    "build/parallel_generators.test",         # builds by every generator, in parallel (90 s)
    "differential/cell_warps.test",           # its program runs in differential/programs too
    "nvcc/bench_forms_builds.test",           # bench/forms.sh's programs, built by nvcc (30 s)
    "stress/many_copies.test",                # 24,000 copies translated (35 s)
    "build/configure_without_test_tools.test",  # a configure and build without lit (30 s)
    "nvcc/kernel_parameters.test",            # nvcc on an entry of 4,000 parameters (32 s; the refusal
                                              # past the limit, codegen/kernel_parameter_limit.test, stays quick)
    "nvcc/host_code_warnings.test",           # nvcc -Wall -Wextra on the host code of edge entries (17 s)
    "nvcc/grid_strips_warnings.test",         # nvcc -Wall -Wextra on the grid form's strips (23 s)
    "differential/warps_more.test",           # the warps' emulation of more programs (60 s)
]
for slow in config.slow_tests:
    if not os.path.exists(os.path.join(config.test_source_root, slow)):
        lit_config.fatal("lit.cfg.py: the slow test %s is not there (renamed? update config.slow_tests)" % slow)
config.suite = lit_config.params.get("suite", "all")
if config.suite not in suite_selection.SUITES:
    lit_config.fatal("--param suite=%s: the suites are %s" % (config.suite, ", ".join(suite_selection.SUITES)))
config.test_format = suite_selection.SelectedShTest(execute_external=True)

config.substitutions.append(("%bulkcc", config.bulkcc))
config.substitutions.append(("%runtime", os.path.join(config.source_root, "runtime")))
config.substitutions.append(("%check_diagnostics", "python3 " + os.path.join(config.test_source_root, "tools", "check_diagnostics.py")))
config.substitutions.append(("%samples", os.path.join(config.source_root, "samples")))
config.substitutions.append(("%arch", config.cuda_arch))
config.substitutions.append(("%nvcc", config.nvcc or "nvcc"))
# the emitted .cu compiled as C++ runs its kernels on the CPU (runtime/bulk_emulation.h)
config.substitutions.append(("%emulate", "c++ -O2 -DBULK_EMULATION -I" + os.path.join(config.source_root, "runtime")))
config.environment["PATH"] = os.pathsep.join(
    [os.path.dirname(config.filecheck), os.path.dirname(config.not_command or config.filecheck),
     config.environment.get("PATH", os.environ.get("PATH", ""))])
# the runtime's objects, compiled once for all the differential runs (tools/differential.sh)
config.environment["RUNTIME_CACHE"] = os.path.join(config.test_exec_root, "runtime-objects")
for var in ("HOME", "TMPDIR", "CUDA_VISIBLE_DEVICES"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

# nvcc: the emitted code must compile even where no GPU runs it.
if config.nvcc and os.path.exists(config.nvcc):
    config.available_features.add("nvcc")

# build-tools: what building bulkcc itself takes (a GPU machine may have only the built binary)
if all(shutil.which(tool) for tool in ("cmake", "flex", "bison", "cc")):
    config.available_features.add("build-tools")

# build-tree: bulkcc's own CMake build is there to install and to link its runtime libraries from
# (a GPU machine may have only the built binary)
if os.path.exists(os.path.join(os.path.dirname(config.bulkcc), "cmake_install.cmake")):
    config.available_features.add("build-tree")

# mpi: Open MPI's compiler wrapper and launcher (bulk_mpi.h's tests run several ranks on the CPU)
if shutil.which("mpicc") and shutil.which("mpirun"):
    config.available_features.add("mpi")

# clang: a second C compiler whose warnings the emitted CPU code must also be free of
if shutil.which("clang"):
    config.available_features.add("clang")

# libomp: clang builds and runs OpenMP programs with LLVM's OpenMP runtime, which, unlike GNU's,
# lets a child of fork run OpenMP code after its parent did
def has_libomp():
    clang = shutil.which("clang")
    if not clang:
        return False
    with tempfile.TemporaryDirectory() as d:
        src, exe = os.path.join(d, "probe.c"), os.path.join(d, "probe")
        with open(src, "w") as f:
            f.write("#include <omp.h>\nint main(void) { int n = 0;\n#pragma omp parallel reduction(+ : n)\n"
                    "  n += 1;\n  return n > 0 && omp_get_max_threads() > 0 ? 0 : 1; }\n")
        try:
            built = subprocess.run([clang, "-fopenmp", src, "-o", exe], capture_output=True, timeout=60)
            return built.returncode == 0 and subprocess.run([exe], capture_output=True, timeout=20).returncode == 0
        except (OSError, subprocess.SubprocessError):
            return False

if has_libomp():
    config.available_features.add("libomp")

# cuda-device: a GPU is there to run on (tests that need one say REQUIRES: cuda-device);
# cuda-devices-2: two or more (one call over several GPUs).
def cuda_devices():
    smi = shutil.which("nvidia-smi")
    if not smi:
        return 0
    try:
        out = subprocess.run([smi, "-L"], capture_output=True, text=True, timeout=20)
        if out.returncode != 0:
            return 0
        return sum(1 for line in out.stdout.splitlines() if line.startswith("GPU "))
    except (OSError, subprocess.SubprocessError):
        return 0

gpus_seen = cuda_devices()
if gpus_seen >= 1:
    config.available_features.add("cuda-device")
if gpus_seen >= 2:
    config.available_features.add("cuda-devices-2")
