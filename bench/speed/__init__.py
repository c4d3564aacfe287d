"""The service bench (bench/service.py) in parts: the processes it runs, its clients and each of its measurements."""
