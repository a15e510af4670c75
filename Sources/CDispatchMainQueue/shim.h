// What libdispatch offers a foreign event loop on Linux for serving the main queue (CoreFoundation's run loop uses
// the same two functions): the queue's wake-up handle, an eventfd written when work is queued on an empty main
// queue, and the call that runs the queued work. libdispatch is part of the Swift toolchain; nothing more is linked.
#ifndef SPROUT_DISPATCH_MAIN_QUEUE_H
#define SPROUT_DISPATCH_MAIN_QUEUE_H
#if defined(__linux__)
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *_Nullable message);
#endif
#endif
