"""The views: one library's IR and rules composed into what the templates lay out.

`module.py` builds a module's view (functions, with each parameter's kind composed into both
backends; enums, records, constants, errors), `core.py` the object layer's.
"""
