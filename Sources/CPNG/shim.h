#include <png.h>
#include <setjmp.h>
#include <string.h>

// IntroPNG's one call into libpng, in C because libpng reports errors with longjmp, which
// Swift cannot catch: the whole decode runs here, between setjmp and libpng's error handler.
// (libpng's simplified API, png_image_*, was measured to scramble 16-bit interlaced images in
// libpng 1.6.39, so the classic API is used, with its transforms to 8-bit RGBA.)

/// Where a decode reads from and what went wrong.
typedef struct {
    const unsigned char *data;
    size_t size;
    size_t offset;
    jmp_buf jump;
    char message[128];
} cpng_source;

static void cpng_error(png_structp png, png_const_charp message) {
    cpng_source *source = (cpng_source *)png_get_error_ptr(png);
    strncpy(source->message, message, sizeof source->message - 1);
    longjmp(source->jump, 1);
}

static void cpng_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

static void cpng_read(png_structp png, png_bytep out, size_t count) {
    cpng_source *source = (cpng_source *)png_get_io_ptr(png);
    if (count > source->size - source->offset) png_error(png, "the file ends early");
    memcpy(out, source->data + source->offset, count);
    source->offset += count;
}

/// Whether every chunk's declared length fits in the bytes after its header: libpng 1.6.39
/// allocates a text chunk's declared length before reading it (fuzzing found a 118-byte file
/// whose tEXt chunk declares 1.98 GB, which `png_set_chunk_malloc_max` does not stop), so a
/// length the file cannot hold is refused before libpng sees it. Walks only chunk headers,
/// adding the IDAT chunks' lengths into `image_data` (the bytes the pixels inflate from).
static inline int cpng_chunks_fit(const unsigned char *data, size_t size, size_t *image_data) {
    size_t offset = 8;
    *image_data = 0;
    while (size - offset >= 12) {
        size_t length = ((size_t)data[offset] << 24) | ((size_t)data[offset + 1] << 16) | ((size_t)data[offset + 2] << 8) | data[offset + 3];
        if (length > size - offset - 12) return 0;
        if (memcmp(data + offset + 4, "IDAT", 4) == 0) *image_data += length;
        if (memcmp(data + offset + 4, "IEND", 4) == 0) return 1;
        offset += 12 + length;
    }
    return 1;
}

/// Why `cpng_chunks_fit` refused a file.
static const char *const cpng_chunk_too_long = "a chunk is longer than the file";

/// Decodes the PNG in `data` into `width` × `height` straight 8-bit RGBA pixels at `pixels`
/// (the size its header declares, which the caller has checked and allocated for): palettes
/// and low bit depths expanded, tRNS made alpha, 16-bit scaled to 8, grey made RGB, opaque
/// images given alpha 255, interlacing undone. Returns 1, or 0 with libpng's reason in `message`.
static inline int cpng_decode_rgba(
    const unsigned char *data, size_t size, png_uint_32 width, png_uint_32 height, unsigned char *pixels,
    png_bytep *rows, char *message, size_t message_size)
{
    size_t image_data;
    if (size < 8 || !cpng_chunks_fit(data, size, &image_data)) {
        strncpy(message, cpng_chunk_too_long, message_size - 1);
        return 0;
    }
    cpng_source source = {data, size, 0};
    source.message[0] = 0;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &source, cpng_error, cpng_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        png_destroy_read_struct(png ? &png : NULL, NULL, NULL);
        strncpy(message, "out of memory", message_size - 1);
        return 0;
    }
    if (setjmp(source.jump)) {
        png_destroy_read_struct(&png, &info, NULL);
        strncpy(message, source.message, message_size - 1);
        return 0;
    }
    png_set_read_fn(png, &source, cpng_read);
    png_set_user_limits(png, width, height);
    // A compressed chunk may inflate beyond the file (cpng_chunks_fit checked the declared
    // lengths): no chunk may ask for more than the file holds, or 8 MiB.
    png_set_chunk_malloc_max(png, size > ((size_t)8 << 20) ? size : ((size_t)8 << 20));
    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height)
        png_error(png, "the header's size changed");
    png_set_expand(png);
    png_set_scale_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "unexpected row size");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    return 1;
}
