#include <libavcodec/avcodec.h>
#include <libavfilter/avfilter.h>
#include <libavfilter/buffersink.h>
#include <libavfilter/buffersrc.h>
#include <libavformat/avformat.h>
#include <libavutil/channel_layout.h>
#include <libavutil/error.h>
#include <libavutil/imgutils.h>
#include <libavutil/log.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>

// FFmpeg's error codes are macros Swift cannot import (AVERROR(EAGAIN) negates an errno,
// AVERROR_EOF is built from four characters): IntroVideo reads them through these.

/// AVERROR(EAGAIN): the codec wants input before it gives more output.
static inline int cffmpeg_error_again(void) { return AVERROR(EAGAIN); }

/// AVERROR_EOF: the codec or filter has given everything.
static inline int cffmpeg_error_eof(void) { return AVERROR_EOF; }

/// AVERROR(ENOSPC): the disk is full.
static inline int cffmpeg_error_no_space(void) { return AVERROR(ENOSPC); }
