/**
 * The Data Apps page's calls beside the import (doc 3 §2, §6, §7; issue 15): the clusters a data app can go
 * to (GET users/{userId}/valid_bp_clusters), the export (PUT blueprints/export) and its download
 * (GET blueprints/exports/{id}/download). Built by issue 15.
 */
import type { Hono } from 'hono';
import type { ApiEnv, EmulatorContext } from '../../context';

export function dataAppExportsRoutes(_api: Hono<ApiEnv>, _ctx: EmulatorContext): void {}
