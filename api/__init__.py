"""The REST API: the service's face over HTTP (the command line is gameledger/)."""
