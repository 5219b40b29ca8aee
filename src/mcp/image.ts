/**
 * redact_image: the image travels as base64 inside the JSON-RPC message.
 */
import { ToolFailure } from './server.ts';
import type { ImageTool } from './service-backend.ts';

/** API.md §1: images up to 10 MB; base64 makes that 4/3 larger. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_BASE64_BYTES = Math.ceil(MAX_IMAGE_BYTES / 3) * 4;

export const imageTool: ImageTool = () =>
  Promise.reject(new ToolFailure(501, { error: 'image support is not available on this server' }));

export const localImageTool: ImageTool = imageTool;
