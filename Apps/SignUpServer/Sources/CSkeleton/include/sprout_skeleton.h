// The UTS #39 confusable skeleton of a text, through ICU, behind a header that names no ICU type.
#ifndef SPROUT_SKELETON_H
#define SPROUT_SKELETON_H

#include <stddef.h>

// Writes the skeleton of `length` bytes of UTF-8 at `utf8` into `out` (NUL-terminated when it fits) and returns its
// length in bytes, which is more than `capacity - 1` when `out` is too small (call again with a bigger buffer), or -1
// when ICU fails (invalid UTF-8, no confusables data).
long sprout_skeleton(const char *_Nonnull utf8, size_t length, char *_Nullable out, size_t capacity);

// ICU's version, for example "72.1", written into `out` (NUL-terminated; 32 bytes are enough).
void sprout_icu_version(char *_Nonnull out, size_t capacity);

#endif
