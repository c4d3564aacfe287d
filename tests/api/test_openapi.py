from pathlib import Path

from api.app import openapi_yaml


def test_checked_in_openapi_document_matches_the_code():
    checked_in = (Path(__file__).resolve().parents[2] / "openapi.yaml").read_text()
    assert checked_in == openapi_yaml(), "openapi.yaml is stale: regenerate it with `gameledger openapi > openapi.yaml`"
