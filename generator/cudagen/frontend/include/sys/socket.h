/* cudagen builtin sys/socket.h: see README.md beside this file. cufile.h names struct sockaddr
   (by pointer); its glibc layout, 16 bytes. */
#ifndef __CUDAGEN_SYS_SOCKET_H
#define __CUDAGEN_SYS_SOCKET_H
#include <sys/types.h>
typedef unsigned short sa_family_t;
typedef unsigned int socklen_t;
struct sockaddr {
    sa_family_t sa_family;
    char sa_data[14];
};
#endif
