// An S3-compatible server (@20minutes/s3rver) in a process of its own, so the tests measure the
// API's memory and not the server's. Prints {"port":N} once it listens; stops on SIGTERM.
import S3rver from '@20minutes/s3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
const address = await server.run();
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
process.on('SIGTERM', async () => {
  await server.close();
  process.exit(0);
});
