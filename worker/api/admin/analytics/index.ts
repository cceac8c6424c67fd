import { Hono } from 'hono';
import { analytics } from '../../../services/admin-overview';
import type { AdminEnv } from '../types';

/** The dashboard's figures: summary cards, sources, regions and weeks. */
export const analyticsApi = new Hono<AdminEnv>().get('/analytics', async (c) => c.json(await analytics(c.var.db)));
