"""Replies of a Redis client with or without decode_responses, as str."""


def text(value):
    return value.decode() if isinstance(value, bytes) else value
