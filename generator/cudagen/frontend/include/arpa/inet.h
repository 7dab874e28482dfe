/* cudagen builtin arpa/inet.h: see README.md beside this file. cufile.h includes it; nothing of
   it is used beyond <sys/socket.h>'s types. */
#ifndef __CUDAGEN_ARPA_INET_H
#define __CUDAGEN_ARPA_INET_H
#include <sys/socket.h>
#endif
