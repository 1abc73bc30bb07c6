import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function socketIo(_app: FastifyInstance) {}

export default fp(socketIo, { name: 'socket-io', dependencies: ['config', 'redis'] });
