"""The pure-Python (ctypes) backend's builders."""
