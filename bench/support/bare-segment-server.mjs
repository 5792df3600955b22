// The ceiling for any Node.js server: node:http answering one file's bytes from memory, with no
// routing, no token and no headers beyond type and length. What nginx does faster than this is
// the copy into the socket, which sendfile spares nginx and node:http cannot.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const [port, file] = process.argv.slice(2);
const body = readFileSync(file);
const head = ['content-type', 'video/iso.segment', 'content-length', String(body.length)];
const server = http.createServer((_request, response) => {
  response.writeHead(200, head);
  response.end(body);
});
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
