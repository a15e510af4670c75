// GNU libmicrohttpd, and a non-variadic way to start a daemon (MHD_start_daemon is variadic, which Swift cannot
// call).
#ifndef SPROUT_CMICROHTTPD_SHIM_H
#define SPROUT_CMICROHTTPD_SHIM_H

#include <arpa/inet.h>
#include <stdbool.h>
#include <netinet/in.h>
#include <stdint.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <microhttpd.h>

// What a daemon is started with.
typedef struct {
  // Numeric IPv4 or IPv6 address to listen on ("127.0.0.1", "::1", "0.0.0.0").
  const char *_Nonnull host;
  // TCP port; 0 picks a free one (read it back with sprout_mhd_bound_port).
  uint16_t port;
  // Threads of the internal pool, each with its own epoll set.
  unsigned int threads;
  // Connections at once, in all; more are accepted and closed at once.
  unsigned int connection_limit;
  // Connections at once from one IP address.
  unsigned int per_ip_limit;
  // Seconds a connection may stay silent before it is closed.
  unsigned int timeout_seconds;
  // Bytes of memory per connection (request line, headers, buffered body); headers over it get 431.
  size_t memory_limit;
  // Pending connections the kernel may queue.
  unsigned int backlog;
} SproutDaemonSettings;

// Leaves the URL as it came (MHD would percent-decode it in place, losing what was encoded): the server decodes the
// path itself, strictly.
static size_t sprout_mhd_keep_escapes(void *_Nullable cls, struct MHD_Connection *_Nullable c, char *_Nonnull s) {
  (void)cls;
  (void)c;
  return strlen(s);
}

// Starts a daemon with an internal thread pool over epoll, or returns NULL (bad address, port in use, …).
static inline struct MHD_Daemon *_Nullable sprout_mhd_start(
  const SproutDaemonSettings *_Nonnull settings, MHD_AccessHandlerCallback _Nonnull handler,
  void *_Nullable handler_cls, MHD_RequestCompletedCallback _Nonnull completed, void *_Nullable completed_cls,
  MHD_NotifyConnectionCallback _Nonnull notify, void *_Nullable notify_cls) {
  struct sockaddr_in v4;
  struct sockaddr_in6 v6;
  struct sockaddr *address;
  unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_USE_ITC | MHD_ALLOW_SUSPEND_RESUME;
  memset(&v4, 0, sizeof v4);
  memset(&v6, 0, sizeof v6);
  if (inet_pton(AF_INET, settings->host, &v4.sin_addr) == 1) {
    v4.sin_family = AF_INET;
    v4.sin_port = htons(settings->port);
    address = (struct sockaddr *)&v4;
  } else if (inet_pton(AF_INET6, settings->host, &v6.sin6_addr) == 1) {
    v6.sin6_family = AF_INET6;
    v6.sin6_port = htons(settings->port);
    address = (struct sockaddr *)&v6;
    flags |= MHD_USE_IPv6;
  } else {
    return NULL;
  }
  return MHD_start_daemon(
    flags, settings->port, NULL, NULL, handler, handler_cls, MHD_OPTION_SOCK_ADDR, address,
    MHD_OPTION_THREAD_POOL_SIZE, settings->threads, MHD_OPTION_CONNECTION_LIMIT, settings->connection_limit,
    MHD_OPTION_PER_IP_CONNECTION_LIMIT, settings->per_ip_limit, MHD_OPTION_CONNECTION_TIMEOUT,
    settings->timeout_seconds, MHD_OPTION_CONNECTION_MEMORY_LIMIT, settings->memory_limit,
    MHD_OPTION_LISTEN_BACKLOG_SIZE, settings->backlog, MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
    MHD_OPTION_UNESCAPE_CALLBACK, sprout_mhd_keep_escapes, NULL, MHD_OPTION_NOTIFY_CONNECTION, notify, notify_cls,
    MHD_OPTION_END);
}

// A connection's socket (MHD_get_connection_info is variadic), or -1.
static inline int sprout_mhd_connection_fd(struct MHD_Connection *_Nonnull connection) {
  const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info == NULL ? -1 : info->connect_fd;
}

// Whether a connection notice is its start (MHD_CONNECTION_NOTIFY_STARTED) rather than its closing (the enum's cases
// do not reach Swift).
static inline bool sprout_mhd_notice_is_start(enum MHD_ConnectionNotificationCode code) {
  return code == MHD_CONNECTION_NOTIFY_STARTED;
}

// What the connection-notify callback stored for a connection, or NULL.
static inline void *_Nullable sprout_mhd_socket_context(struct MHD_Connection *_Nonnull connection) {
  const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
  return info == NULL ? NULL : info->socket_context;
}

// The port a daemon listens on (the one picked when it was started with port 0), or 0.
static inline uint16_t sprout_mhd_bound_port(struct MHD_Daemon *_Nonnull daemon) {
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info == NULL ? 0 : info->port;
}

#endif
