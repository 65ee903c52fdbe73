"""check_choice.py: reads the lines 'call K: rc=R target=T why=W' of a program's calls (stdin) and
checks each call that the default choice made from its measures ('the fastest measured,
predicted cpu X ms cuda Y ms ...'): it ran on the engine of the least predicted time. Prints one
line per such call, and fails naming a call that went elsewhere."""
import re
import sys

chosen = 0
for line in sys.stdin:
    m = re.match(r"call (\d+): rc=(\S+) target=(\S+) why=(.*)$", line.rstrip("\n"))
    if not m or not m.group(4).startswith("the fastest measured"):
        continue
    call, target, why = m.group(1), m.group(3), m.group(4)
    predicted = {e: float(ms) for e, ms in re.findall(r" (cpu|cuda|both) ([0-9.e+-]+) ms", why)}
    if len(predicted) < 2:
        sys.exit("call %s: fewer than two engines predicted: %s" % (call, why))
    fastest = min(predicted, key=predicted.get)
    if target != fastest:
        sys.exit("call %s ran on %s, but %s was predicted fastest: %s" % (call, target, fastest, why))
    chosen += 1
    print("call %s: on the fastest predicted" % call)
print("%d calls chosen by their measures" % chosen)
