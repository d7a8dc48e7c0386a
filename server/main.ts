/**
 * `npm run class`: the book and the class server from one Node process on one port, on the local
 * network. Prints the address students type and a QR code of it; the class page shows the same code.
 *   --port N            (default 8080)
 *   --host H            (default every interface)
 *   --data DIR          the class store's folder (default .class-data)
 *   --dist DIR          the built book (default dist)
 *   --redis URL         share rooms with other processes through Redis (see the README)
 *   --public-address A  how the other processes and the devices reach this one (host:port)
 *   --rate N            messages a device may send a second (default 20; the bench's load test raises it)
 */
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';
import { startClassServer } from './app';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

/** The machine's address on the local network (the first IPv4 address that is not loopback). */
function lanAddress(): string {
  for (const list of Object.values(networkInterfaces())) for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return 'localhost';
}

const port = Number(arg('port') ?? process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port takes a port number, not ${arg('port')}`);
  process.exit(2);
}
const rate = arg('rate') === undefined ? undefined : Number(arg('rate'));
if (rate !== undefined && !(Number.isInteger(rate) && rate > 0)) {
  console.error(`--rate takes a whole number of messages a second, not ${arg('rate')}`);
  process.exit(2);
}
const server = await startClassServer({
  port,
  host: arg('host'),
  dataDir: resolve(arg('data') ?? '.class-data'),
  distDir: resolve(arg('dist') ?? 'dist'),
  // beside the bundled server (.class/server.mjs): the page scripts it was bundled with
  scriptsDir: fileURLToPath(new URL('./public/', import.meta.url)),
  redis: arg('redis'),
  publicAddress: arg('public-address'),
  rate,
});
const url = `http://${arg('host') ?? lanAddress()}:${server.port}/class/`;
console.log(`\n活的規則書 課堂 · Living Rulebook class server\n\n  學生請輸入 Students type:  ${url}\n`);
console.log(await QRCode.toString(url, { type: 'terminal', small: true }));
console.log(`  老師開課 Teachers open a class at ${url}teacher/\n  Ctrl+C 結束 to stop.\n`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
