// ../api/src/db/pglite-thread.ts
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
var port = parentPort;
if (!port) throw new Error("pglite-thread runs as a worker thread");
var options = workerData;
var pglite = await PGlite.create({
  dataDir: options.dataDir,
  loadDataDir: options.dump ? new Blob([options.dump]) : void 0,
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, ...options.startParams]
});
var identity = (value) => value;
var listening = /* @__PURE__ */ new Map();
async function run(request) {
  switch (request.op) {
    case "query": {
      const queryOptions = { rowMode: request.rowMode };
      if (request.rawTypes)
        queryOptions.parsers = Object.fromEntries(request.rawTypes.map((type) => [type, identity]));
      return pglite.query(request.sql, request.params, queryOptions);
    }
    case "exec":
      return pglite.exec(request.sql);
    case "begin":
      await pglite.exec("begin");
      return null;
    case "commit":
      await pglite.exec("commit");
      return null;
    case "rollback":
      await pglite.exec("rollback");
      return null;
    case "listen":
      if (!listening.has(request.channel))
        listening.set(
          request.channel,
          await pglite.listen(
            request.channel,
            (payload) => port?.postMessage({ notification: { channel: request.channel, payload } })
          )
        );
      return null;
    case "unlisten":
      await listening.get(request.channel)?.();
      listening.delete(request.channel);
      return null;
    case "dump": {
      const bytes = await (await pglite.dumpDataDir("none")).arrayBuffer();
      return bytes;
    }
    case "close":
      await pglite.close();
      return null;
  }
}
function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, value]) => ["string", "number", "boolean"].includes(typeof value))
  );
  return { message: error.message, fields };
}
var urgent = [];
var yielding = [];
var inTransaction = [];
var openTransaction;
var running = false;
function next() {
  if (openTransaction !== void 0) return inTransaction.shift();
  return urgent.shift() ?? yielding.shift();
}
function startNext() {
  if (running) return;
  const request = next();
  if (!request) return;
  running = true;
  if (request.op === "begin") openTransaction = request.id;
  run(request).then(
    (result) => {
      if (request.op === "begin") return { id: request.id, result: request.id };
      return { id: request.id, result };
    },
    (error) => {
      if (request.op === "begin") openTransaction = void 0;
      return { id: request.id, error: describeError(error) };
    }
  ).then((reply) => {
    if (request.op === "commit" || request.op === "rollback") openTransaction = void 0;
    running = false;
    const transfer = request.op === "dump" && "result" in reply ? [reply.result] : [];
    port?.postMessage(reply, transfer);
    setImmediate(startNext);
  });
}
port.on("message", (request) => {
  if (request.tx !== void 0 && request.tx !== openTransaction) {
    port.postMessage({
      id: request.id,
      error: { message: "the transaction has ended", fields: {} }
    });
    return;
  }
  if (request.tx !== void 0) inTransaction.push(request);
  else (request.yielding ? yielding : urgent).push(request);
  setImmediate(startNext);
});
port.postMessage({ id: 0, result: "ready" });
//# sourceMappingURL=pglite-thread.mjs.map
