"""The REST API and the command line: the faces of the service."""
