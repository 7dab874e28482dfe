/**
 * Every name Python reserves (its keywords and builtins, but for the C keywords among them)
 * and every name a generated module defines for itself, as the status enum's enumerators,
 * another enum's, struct fields, union members, parameters and macros. C lets an identifier
 * be one file-scope thing, so the names take turns at file scope (status enumerator, plain
 * enumerator, macro); every one is a field, a member and a parameter. Made by
 * tests/test_reserved_names.py (header_text); the test checks the lists are still covered.
 */
#ifndef RESERVED_H
#define RESERVED_H

/** Results: every enumerator but the first is an error with an exception class. */
typedef enum rsResult_enum {
    RS_SUCCESS = 0,
    ArithmeticError = 1, BaseException = 2, BrokenPipeError = 3, ChildProcessError = 4,
    ConnectionRefusedError = 5, EOFError = 6, EnvironmentError = 7, False = 8,
    FloatingPointError = 9, IOError = 10, IndentationError = 11, IsADirectoryError = 12,
    LookupError = 13, NameError = 14, None = 15, NotImplemented = 16, OverflowError = 17,
    ProcessLookupError = 18, ReferenceError = 19, RuntimeWarning = 20, SyntaxError = 21,
    SystemExit = 22, True = 23, UnicodeDecodeError = 24, UnicodeTranslateError = 25,
    ValueError = 26, abs = 27, and = 28, as = 29, async = 30, bool = 31, bytes = 32,
    class = 33, complex = 34, def = 35, dict = 36, elif = 37, except = 38, filter = 39,
    from = 40, global = 41, hash = 42, id = 43, input = 44, issubclass = 45, len = 46,
    locals = 47, memoryview = 48, nonlocal = 49, oct = 50, ord = 51, print = 52, raise = 53,
    reversed = 54, setattr = 55, staticmethod = 56, super = 57, type = 58, yield = 59,
    BACKEND_REASON = 60, DriverNotFoundError = 61, KernelArgs = 62,
    set_per_thread_default_stream = 63, _byref = 64, _Sequence = 65, _Buffer = 66, _LAZY = 67,
    _MATERIALIZED = 68, _LAZY_ERRORS = 69, _DOCS = 70, _describe = 71, _int = 72, _float = 73,
    _vp = 74, _i64 = 75, _enum_rsKinds = 76, __dir__ = 77, __doc__ = 78
} rsResult;

typedef enum rsKinds_enum {
    AssertionError = 0, BaseExceptionGroup = 1, BufferError = 2, ConnectionAbortedError = 3,
    ConnectionResetError = 4, Ellipsis = 5, Exception = 6, FileExistsError = 7,
    FutureWarning = 8, ImportError = 9, IndexError = 10, KeyError = 11, MemoryError = 12,
    NotADirectoryError = 13, OSError = 14, PermissionError = 15, RecursionError = 16,
    RuntimeError = 17, StopIteration = 18, SystemError = 19, TimeoutError = 20,
    UnboundLocalError = 21, UnicodeError = 22, UserWarning = 23, ZeroDivisionError = 24,
    all = 25, any = 26, assert = 27, bin = 28, bytearray = 29, chr = 30, compile = 31,
    credits = 32, delattr = 33, divmod = 34, eval = 35, exit = 36, format = 37, getattr = 38,
    hasattr = 39, hex = 40, in = 41, isinstance = 42, lambda = 43, list = 44, max = 45,
    next = 46, object = 47, or = 48, pow = 49, quit = 50, repr = 51, set = 52, sorted = 53,
    sum = 54, tuple = 55, with = 56, BACKEND = 57, CUDA_RELEASE = 58, HEADER_VERSION = 59,
    pack_kernel_args = 60, _ArgumentError = 61, _Callable = 62, _SupportsInt = 63,
    _Pointer = 64, _LAZY_MEMBERS = 65, _LAZY_TYPES = 66, _ERRORS = 67, _error = 68,
    _param_layout = 69, _bytes = 70, _list = 71, _u64 = 72, _FUNCTION_DOCS = 73,
    __getattr__ = 74, __name__ = 75, _e = 76
} rsKinds;

typedef struct rsFields_st {
    int ArithmeticError;
    int AssertionError;
    int AttributeError;
    int BaseException;
    int BaseExceptionGroup;
    int BlockingIOError;
    int BrokenPipeError;
    int BufferError;
    int BytesWarning;
    int ChildProcessError;
    int ConnectionAbortedError;
    int ConnectionError;
    int ConnectionRefusedError;
    int ConnectionResetError;
    int DeprecationWarning;
    int EOFError;
    int Ellipsis;
    int EncodingWarning;
    int EnvironmentError;
    int Exception;
    int ExceptionGroup;
    int False;
    int FileExistsError;
    int FileNotFoundError;
    int FloatingPointError;
    int FutureWarning;
    int GeneratorExit;
    int IOError;
    int ImportError;
    int ImportWarning;
    int IndentationError;
    int IndexError;
    int InterruptedError;
    int IsADirectoryError;
    int KeyError;
    int KeyboardInterrupt;
    int LookupError;
    int MemoryError;
    int ModuleNotFoundError;
    int NameError;
    int None;
    int NotADirectoryError;
    int NotImplemented;
    int NotImplementedError;
    int OSError;
    int OverflowError;
    int PendingDeprecationWarning;
    int PermissionError;
    int ProcessLookupError;
    int PythonFinalizationError;
    int RecursionError;
    int ReferenceError;
    int ResourceWarning;
    int RuntimeError;
    int RuntimeWarning;
    int StopAsyncIteration;
    int StopIteration;
    int SyntaxError;
    int SyntaxWarning;
    int SystemError;
    int SystemExit;
    int TabError;
    int TimeoutError;
    int True;
    int TypeError;
    int UnboundLocalError;
    int UnicodeDecodeError;
    int UnicodeEncodeError;
    int UnicodeError;
    int UnicodeTranslateError;
    int UnicodeWarning;
    int UserWarning;
    int ValueError;
    int Warning;
    int ZeroDivisionError;
    int abs;
    int aiter;
    int all;
    int and;
    int anext;
    int any;
    int as;
    int ascii;
    int assert;
    int async;
    int await;
    int bin;
    int bool;
    int breakpoint;
    int bytearray;
    int bytes;
    int callable;
    int chr;
    int class;
    int classmethod;
    int compile;
    int complex;
    int copyright;
    int credits;
    int def;
    int del;
    int delattr;
    int dict;
    int dir;
    int divmod;
    int elif;
    int enumerate;
    int eval;
    int except;
    int exec;
    int exit;
    int filter;
    int finally;
    int format;
    int from;
    int frozenset;
    int getattr;
    int global;
    int globals;
    int hasattr;
    int hash;
    int help;
    int hex;
    int id;
    int import;
    int in;
    int input;
    int is;
    int isinstance;
    int issubclass;
    int iter;
    int lambda;
    int len;
    int license;
    int list;
    int locals;
    int map;
    int max;
    int memoryview;
    int min;
    int next;
    int nonlocal;
    int not;
    int object;
    int oct;
    int open;
    int or;
    int ord;
    int pass;
    int pow;
    int print;
    int property;
    int quit;
    int raise;
    int range;
    int repr;
    int reversed;
    int round;
    int set;
    int setattr;
    int slice;
    int sorted;
    int staticmethod;
    int str;
    int sum;
    int super;
    int try;
    int tuple;
    int type;
    int vars;
    int with;
    int yield;
    int zip;
    int BACKEND;
    int BACKEND_REASON;
    int CUDAError;
    int CUDA_RELEASE;
    int DriverNotFoundError;
    int FunctionNotFoundError;
    int HEADER_VERSION;
    int KernelArgs;
    int TYPE_CHECKING;
    int pack_kernel_args;
    int set_per_thread_default_stream;
    int _c;
    int _ArgumentError;
    int _byref;
    int _s;
    int _Callable;
    int _Sequence;
    int _Any;
    int _SupportsInt;
    int _Buffer;
    int _HandleLike;
    int _Pointer;
    int _LAZY;
    int _LAZY_ALIASES;
    int _LAZY_MEMBERS;
    int _MATERIALIZED;
    int _types;
    int _LAZY_TYPES;
    int _LAZY_ERRORS;
    int _ERROR_BASE;
    int _ERRORS;
    int _DOCS;
    int _NAMES;
    int _error;
    int _describe;
    int _error_with_log;
    int _param_layout;
    int _int;
    int _str;
    int _bytes;
    int _float;
    int _max;
    int _list;
    int _vp;
    int _hv;
    int _u64;
    int _i64;
    int _f;
    int _FUNCTION_DOCS;
    int _enum_rsKinds;
    int _cell0;
    int __getattr__;
    int __dir__;
    int __all__;
    int __name__;
    int __doc__;
    int _r;
    int _e;
} rsFields;

typedef union rsMembers_un {
    int ArithmeticError;
    int AssertionError;
    int AttributeError;
    int BaseException;
    int BaseExceptionGroup;
    int BlockingIOError;
    int BrokenPipeError;
    int BufferError;
    int BytesWarning;
    int ChildProcessError;
    int ConnectionAbortedError;
    int ConnectionError;
    int ConnectionRefusedError;
    int ConnectionResetError;
    int DeprecationWarning;
    int EOFError;
    int Ellipsis;
    int EncodingWarning;
    int EnvironmentError;
    int Exception;
    int ExceptionGroup;
    int False;
    int FileExistsError;
    int FileNotFoundError;
    int FloatingPointError;
    int FutureWarning;
    int GeneratorExit;
    int IOError;
    int ImportError;
    int ImportWarning;
    int IndentationError;
    int IndexError;
    int InterruptedError;
    int IsADirectoryError;
    int KeyError;
    int KeyboardInterrupt;
    int LookupError;
    int MemoryError;
    int ModuleNotFoundError;
    int NameError;
    int None;
    int NotADirectoryError;
    int NotImplemented;
    int NotImplementedError;
    int OSError;
    int OverflowError;
    int PendingDeprecationWarning;
    int PermissionError;
    int ProcessLookupError;
    int PythonFinalizationError;
    int RecursionError;
    int ReferenceError;
    int ResourceWarning;
    int RuntimeError;
    int RuntimeWarning;
    int StopAsyncIteration;
    int StopIteration;
    int SyntaxError;
    int SyntaxWarning;
    int SystemError;
    int SystemExit;
    int TabError;
    int TimeoutError;
    int True;
    int TypeError;
    int UnboundLocalError;
    int UnicodeDecodeError;
    int UnicodeEncodeError;
    int UnicodeError;
    int UnicodeTranslateError;
    int UnicodeWarning;
    int UserWarning;
    int ValueError;
    int Warning;
    int ZeroDivisionError;
    int abs;
    int aiter;
    int all;
    int and;
    int anext;
    int any;
    int as;
    int ascii;
    int assert;
    int async;
    int await;
    int bin;
    int bool;
    int breakpoint;
    int bytearray;
    int bytes;
    int callable;
    int chr;
    int class;
    int classmethod;
    int compile;
    int complex;
    int copyright;
    int credits;
    int def;
    int del;
    int delattr;
    int dict;
    int dir;
    int divmod;
    int elif;
    int enumerate;
    int eval;
    int except;
    int exec;
    int exit;
    int filter;
    int finally;
    int format;
    int from;
    int frozenset;
    int getattr;
    int global;
    int globals;
    int hasattr;
    int hash;
    int help;
    int hex;
    int id;
    int import;
    int in;
    int input;
    int is;
    int isinstance;
    int issubclass;
    int iter;
    int lambda;
    int len;
    int license;
    int list;
    int locals;
    int map;
    int max;
    int memoryview;
    int min;
    int next;
    int nonlocal;
    int not;
    int object;
    int oct;
    int open;
    int or;
    int ord;
    int pass;
    int pow;
    int print;
    int property;
    int quit;
    int raise;
    int range;
    int repr;
    int reversed;
    int round;
    int set;
    int setattr;
    int slice;
    int sorted;
    int staticmethod;
    int str;
    int sum;
    int super;
    int try;
    int tuple;
    int type;
    int vars;
    int with;
    int yield;
    int zip;
    int BACKEND;
    int BACKEND_REASON;
    int CUDAError;
    int CUDA_RELEASE;
    int DriverNotFoundError;
    int FunctionNotFoundError;
    int HEADER_VERSION;
    int KernelArgs;
    int TYPE_CHECKING;
    int pack_kernel_args;
    int set_per_thread_default_stream;
    int _c;
    int _ArgumentError;
    int _byref;
    int _s;
    int _Callable;
    int _Sequence;
    int _Any;
    int _SupportsInt;
    int _Buffer;
    int _HandleLike;
    int _Pointer;
    int _LAZY;
    int _LAZY_ALIASES;
    int _LAZY_MEMBERS;
    int _MATERIALIZED;
    int _types;
    int _LAZY_TYPES;
    int _LAZY_ERRORS;
    int _ERROR_BASE;
    int _ERRORS;
    int _DOCS;
    int _NAMES;
    int _error;
    int _describe;
    int _error_with_log;
    int _param_layout;
    int _int;
    int _str;
    int _bytes;
    int _float;
    int _max;
    int _list;
    int _vp;
    int _hv;
    int _u64;
    int _i64;
    int _f;
    int _FUNCTION_DOCS;
    int _enum_rsKinds;
    int _cell0;
    int __getattr__;
    int __dir__;
    int __all__;
    int __name__;
    int __doc__;
    int _r;
    int _e;
} rsMembers;

/** \brief Returns its first argument (a status code). */
rsResult rsCall(int ArithmeticError, int AssertionError, int AttributeError, int BaseException,
    int BaseExceptionGroup, int BlockingIOError, int BrokenPipeError, int BufferError,
    int BytesWarning, int ChildProcessError, int ConnectionAbortedError, int ConnectionError,
    int ConnectionRefusedError, int ConnectionResetError, int DeprecationWarning, int EOFError,
    int Ellipsis, int EncodingWarning, int EnvironmentError, int Exception, int ExceptionGroup,
    int False, int FileExistsError, int FileNotFoundError, int FloatingPointError,
    int FutureWarning, int GeneratorExit, int IOError, int ImportError, int ImportWarning,
    int IndentationError, int IndexError, int InterruptedError, int IsADirectoryError,
    int KeyError, int KeyboardInterrupt, int LookupError, int MemoryError,
    int ModuleNotFoundError, int NameError, int None, int NotADirectoryError,
    int NotImplemented, int NotImplementedError, int OSError, int OverflowError,
    int PendingDeprecationWarning, int PermissionError, int ProcessLookupError,
    int PythonFinalizationError, int RecursionError, int ReferenceError, int ResourceWarning,
    int RuntimeError, int RuntimeWarning, int StopAsyncIteration, int StopIteration,
    int SyntaxError, int SyntaxWarning, int SystemError, int SystemExit, int TabError,
    int TimeoutError, int True, int TypeError, int UnboundLocalError, int UnicodeDecodeError,
    int UnicodeEncodeError, int UnicodeError, int UnicodeTranslateError, int UnicodeWarning,
    int UserWarning, int ValueError, int Warning, int ZeroDivisionError, int abs, int aiter,
    int all, int and, int anext, int any, int as, int ascii, int assert, int async, int await,
    int bin, int bool, int breakpoint, int bytearray, int bytes, int callable, int chr,
    int class, int classmethod, int compile, int complex, int copyright, int credits, int def,
    int del, int delattr, int dict, int dir, int divmod, int elif, int enumerate, int eval,
    int except, int exec, int exit, int filter, int finally, int format, int from,
    int frozenset, int getattr, int global, int globals, int hasattr, int hash, int help,
    int hex, int id, int import, int in, int input, int is, int isinstance, int issubclass,
    int iter, int lambda, int len, int license, int list, int locals, int map, int max,
    int memoryview, int min, int next, int nonlocal, int not, int object, int oct, int open,
    int or, int ord, int pass, int pow, int print, int property, int quit, int raise,
    int range, int repr, int reversed, int round, int set, int setattr, int slice, int sorted,
    int staticmethod, int str, int sum, int super, int try, int tuple, int type, int vars,
    int with, int yield, int zip, int BACKEND, int BACKEND_REASON, int CUDAError,
    int CUDA_RELEASE, int DriverNotFoundError, int FunctionNotFoundError, int HEADER_VERSION,
    int KernelArgs, int TYPE_CHECKING, int pack_kernel_args, int set_per_thread_default_stream,
    int _c, int _ArgumentError, int _byref, int _s, int _Callable, int _Sequence, int _Any,
    int _SupportsInt, int _Buffer, int _HandleLike, int _Pointer, int _LAZY, int _LAZY_ALIASES,
    int _LAZY_MEMBERS, int _MATERIALIZED, int _types, int _LAZY_TYPES, int _LAZY_ERRORS,
    int _ERROR_BASE, int _ERRORS, int _DOCS, int _NAMES, int _error, int _describe,
    int _error_with_log, int _param_layout, int _int, int _str, int _bytes, int _float,
    int _max, int _list, int _vp, int _hv, int _u64, int _i64, int _f, int _FUNCTION_DOCS,
    int _enum_rsKinds, int _cell0, int __getattr__, int __dir__, int __all__, int __name__,
    int __doc__, int _r, int _e);

/** \brief Fills the struct's fields with their indexes and the union with 7. */
rsResult rsFill(rsFields *fields, rsMembers *members);

/** \brief Writes the sum of `_s` and `_c` to `_r`. */
rsResult rsSum(int _s, int _c, int *_r);

#define AttributeError 1000
#define BlockingIOError 1001
#define BytesWarning 1002
#define ConnectionError 1003
#define DeprecationWarning 1004
#define EncodingWarning 1005
#define ExceptionGroup 1006
#define FileNotFoundError 1007
#define GeneratorExit 1008
#define ImportWarning 1009
#define InterruptedError 1010
#define KeyboardInterrupt 1011
#define ModuleNotFoundError 1012
#define NotImplementedError 1013
#define PendingDeprecationWarning 1014
#define PythonFinalizationError 1015
#define ResourceWarning 1016
#define StopAsyncIteration 1017
#define SyntaxWarning 1018
#define TabError 1019
#define TypeError 1020
#define UnicodeEncodeError 1021
#define UnicodeWarning 1022
#define Warning 1023
#define aiter 1024
#define anext 1025
#define ascii 1026
#define await 1027
#define breakpoint 1028
#define callable 1029
#define classmethod 1030
#define copyright 1031
#define del 1032
#define dir 1033
#define enumerate 1034
#define exec 1035
#define finally 1036
#define frozenset 1037
#define globals 1038
#define help 1039
#define import 1040
#define is 1041
#define iter 1042
#define license 1043
#define map 1044
#define min 1045
#define not 1046
#define open 1047
#define pass 1048
#define property 1049
#define range 1050
#define round 1051
#define slice 1052
#define str 1053
#define try 1054
#define vars 1055
#define zip 1056
#define CUDAError 1057
#define FunctionNotFoundError 1058
#define TYPE_CHECKING 1059
#define _c 1060
#define _s 1061
#define _Any 1062
#define _HandleLike 1063
#define _LAZY_ALIASES 1064
#define _types 1065
#define _ERROR_BASE 1066
#define _NAMES 1067
#define _error_with_log 1068
#define _str 1069
#define _max 1070
#define _hv 1071
#define _f 1072
#define _cell0 1073
#define __all__ 1074
#define _r 1075

#endif
