// Preloaded (--import) into the reports bench's server process: answers 'memory' with process.memoryUsage(), and
// 'retained' with the same after a full garbage collection, so the bench can tell the JavaScript heap and native
// buffers apart from the resident size (which also counts the loaded code and heap the collector has not given back),
// and what an export keeps from what it merely has not collected yet.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

process.on('message', (message) => {
  if (message === 'retained') collect();
  if (message === 'memory' || message === 'retained') process.send?.(process.memoryUsage());
});
// The probe must not keep a server alive that would otherwise exit.
process.channel?.unref();
