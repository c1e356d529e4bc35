function hotFunctionForTrace(n) { let s = 0; for (let i = 0; i < n; i++) s += i % 7; return s; }
let t = 0; const end = Date.now() + 1500;
while (Date.now() < end) t += hotFunctionForTrace(100000);
console.log(t > 0 ? "done" : "?");
