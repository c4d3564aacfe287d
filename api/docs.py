"""The contract served to read: Swagger UI at /docs (its files from the pinned swagger-ui-bundle package, so the page
works offline), the document at /openapi.json and /openapi.yaml, and a page per problem type at /problems/{name}."""

import html
from pathlib import Path

import swagger_ui_bundle
from flask import Flask, abort, current_app, send_from_directory

from .problems import PROBLEMS

SWAGGER_UI_STATIC = "/docs/static/"
SWAGGER_UI_FILES = Path(swagger_ui_bundle.swagger_ui_path)
YAML = "application/yaml"


def install(app: Flask) -> None:
    app.add_url_rule(SWAGGER_UI_STATIC + "<path:name>", "docs_static", _swagger_file)
    app.add_url_rule("/openapi.yaml", "openapi_yaml", _openapi_yaml)


def _swagger_file(name):
    return send_from_directory(SWAGGER_UI_FILES, name, max_age=86400)


def _openapi_yaml():
    text = current_app.extensions["api"].spec.to_yaml()
    return current_app.response_class(text, mimetype=YAML)


def problem_page(name: str):
    """The page a problem's `type` URI resolves to: what the problem means and what a client does about it."""
    if name not in PROBLEMS:
        abort(404)
    status, title, text = PROBLEMS[name]
    page = (f"<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{html.escape(title)}</title>"
            f"</head><body><h1>{html.escape(title)}</h1><p>HTTP status {status}; problem type "
            f"<code>{html.escape(name)}</code>, served as application/problem+json.</p>"
            f"<p>{html.escape(text)}</p><p><a href=\"/docs\">The API's documentation</a></p></body></html>")
    return current_app.response_class(page, mimetype="text/html")
