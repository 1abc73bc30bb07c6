import type { FastifyInstance } from 'fastify';

export default async function routes(_app: FastifyInstance) {}
