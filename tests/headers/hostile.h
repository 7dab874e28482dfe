/** Hostile input: header text must not be able to change the generated program. */
#ifndef HOSTILE_H
#define HOSTILE_H

/**
 * \brief Result """ with ''' quotes, \\ backslashes \n and {{ jinja }} {% if x %} syntax
 */
typedef enum hostResult_enum {
    HOST_SUCCESS = 0, /**< ok """ */
    HOST_ERROR_X = 1 /**< ends with a quote" */
} hostResult;

typedef enum hostKeywords_enum { lambda = 0, from = 1, None = 2, True = 3, print = 4, async = 5, match = 6 } hostKeywords;

/** A struct whose members collide with Python and ctypes names. */
typedef struct hostStruct_st {
    int class;
    int _fields_;
    int _pack_;
    int _anonymous_;
    int def;
    int self;
    int type;
    int bytes;
} hostStruct;

#define HOST_STRING "quote \" and triple \"\"\" and backslash \\ and {{ x }}"
#define HOST_SINGLE "'''"
#define import 5

/**
 * \brief Does """ evil """
 * \param lambda - """); open("cudagen_pwned_marker", "w") #
 * \param from - {{ 7*7 }}
 * \return ::HOST_SUCCESS
 */
hostResult hostCall(int lambda, int from, hostStruct *class, const char *print);

hostResult await(int yield);


/** \brief Latin-1 byte: été */
int hostLatin(int x);
#endif
