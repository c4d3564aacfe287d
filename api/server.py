"""The development server's own refusals (a header too large, a malformed request line) as problem+json too."""

from werkzeug.serving import WSGIRequestHandler

from .problems import PROBLEM


class ProblemRequestHandler(WSGIRequestHandler):
    error_content_type = PROBLEM
    # http.server fills these from fixed texts of its own (escaped, never the request's bytes).
    error_message_format = ('{"type": "about:blank", "title": "%(message)s", "status": %(code)d, '
                            '"detail": "%(explain)s"}')


class QuietProblemRequestHandler(ProblemRequestHandler):
    def log_request(self, *args, **kwargs):
        pass
