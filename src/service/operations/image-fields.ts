/**
 * The fields of an image request besides the image (the schema the image operation validates, the
 * REST form and the MCP tool document), and the style fields' checks shared with presets. Kept apart
 * from image.ts so that listing them loads no image library.
 */
import { Type, type Static } from 'typebox';
import { badRequest } from '../errors.ts';
import { detectionFields, presetIdField, StringEnum } from '../schemas.ts';

/** Every field of an image request but the image itself (bytes, which each transport carries its own way). */
export const ImageFields = Type.Object({
  mode: StringEnum(['analyze', 'redact'] as const),
  ...detectionFields,
  operator: Type.Optional(
    StringEnum(['box', 'label', 'mask'] as const, {
      description: 'redact: box (default, solid fill), label (fill + entity type), mask (fill + one mask_char per hidden character)',
    }),
  ),
  mask_char: Type.Optional(Type.String({ description: 'Exactly one character (default *)' })),
  fill_color: Type.Optional(Type.String({ description: '#rrggbb (default #000000)' })),
  ...presetIdField,
});
export type ImageFields = Static<typeof ImageFields>;

const FILL_COLOR = /^#[0-9a-fA-F]{6}$/;

/** mask_char and fill_color as the image operation and presets check them (`prefix`: "settings."). */
export function validateImageFields(fields: { mask_char?: string | undefined; fill_color?: string | undefined }, prefix = ''): void {
  if (fields.mask_char !== undefined && Array.from(fields.mask_char).length !== 1) {
    throw badRequest(`${prefix}mask_char must be exactly one character`, { field: `${prefix}mask_char` });
  }
  if (fields.fill_color !== undefined && !FILL_COLOR.test(fields.fill_color)) {
    throw badRequest(`${prefix}fill_color must be a colour in the form #rrggbb`, { field: `${prefix}fill_color` });
  }
}
