/* cudagen builtin stdbool.h, C++ form: bool, true and false are keywords. */
#ifndef __CUDAGEN_STDBOOL_H
#define __CUDAGEN_STDBOOL_H
#define __bool_true_false_are_defined 1
#endif
