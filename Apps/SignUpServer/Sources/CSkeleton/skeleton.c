// The confusable skeleton, through one spoof checker made once and shared (ICU's checking calls are thread-safe
// on a checker nobody configures any more).
#include "sprout_skeleton.h"

#include <pthread.h>
#include <stdio.h>
#include <unicode/uspoof.h>
#include <unicode/uversion.h>

static USpoofChecker *checker = NULL;
static pthread_once_t checker_once = PTHREAD_ONCE_INIT;

static void make_checker(void) {
  UErrorCode status = U_ZERO_ERROR;
  USpoofChecker *made = uspoof_open(&status);
  if (U_FAILURE(status)) {
    if (made != NULL) uspoof_close(made);
    return;
  }
  checker = made;
}

long sprout_skeleton(const char *utf8, size_t length, char *out, size_t capacity) {
  pthread_once(&checker_once, make_checker);
  if (checker == NULL || length > 0x7fffffff || capacity > 0x7fffffff) return -1;
  UErrorCode status = U_ZERO_ERROR;
  int32_t needed = uspoof_getSkeletonUTF8(checker, 0, utf8, (int32_t)length, out, (int32_t)capacity, &status);
  if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) return needed;
  if (U_FAILURE(status)) return -1;
  return needed;
}

void sprout_icu_version(char *out, size_t capacity) {
  UVersionInfo version;
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_getVersion(version);
  u_versionToString(version, text);
  snprintf(out, capacity, "%s", text);
}
