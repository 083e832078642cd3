// The floor of `npm run bench:throughput`: a bare Node server that answers every request with the
// bytes of one file, as text/html. Prints its port once listening. Usage: node bare-server.mjs FILE
import fs from 'node:fs'
import http from 'node:http'

const body = fs.readFileSync(process.argv[2])
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.byteLength })
  response.end(body)
})
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
process.on('SIGTERM', () => process.exit(0))
