"""The comparison peer of the benchmark: the same two endpoints as signup-server, written with FastAPI and sqlite3.

For comparison only (bench.sh runs it with uvicorn, 2 workers). Like the Swift server it keeps accounts unique by a
case-folded NFC nickname key and email key (UNIQUE constraints decide races), stores them in SQLite in WAL mode with
synchronous=FULL (every acknowledged sign-up is durable) and answers problem+json for a taken field. It does not
check the SignUp rules, look-alikes or idempotency keys, so it does less work per request than the server.
"""

import os
import sqlite3
import threading
import time
import unicodedata

from fastapi import FastAPI, Response
from fastapi.responses import JSONResponse
from pydantic import BaseModel

DATABASE = os.environ.get("PEER_DATABASE", "peer.sqlite")
app = FastAPI()
_local = threading.local()


def connection() -> sqlite3.Connection:
    """This thread's connection (FastAPI runs plain `def` endpoints on a thread pool)."""
    db = getattr(_local, "db", None)
    if db is None:
        db = sqlite3.connect(DATABASE, timeout=5, isolation_level=None, check_same_thread=False)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=FULL")
        db.execute(
            "CREATE TABLE IF NOT EXISTS accounts (id INTEGER PRIMARY KEY, nickname TEXT NOT NULL, "
            "nickname_key TEXT NOT NULL UNIQUE, email TEXT NOT NULL, email_key TEXT NOT NULL UNIQUE, "
            "birth TEXT NOT NULL, gender INTEGER NOT NULL, created_at INTEGER NOT NULL)"
        )
        _local.db = db
    return db


def key(text: str) -> str:
    return unicodedata.normalize("NFC", text).casefold()


class SignUp(BaseModel):
    nick: str
    email: str
    birth: str
    gender: int


@app.get("/v1/nicknames/{nickname}")
def check(nickname: str):
    found = connection().execute("SELECT 1 FROM accounts WHERE nickname_key = ?", (key(nickname),)).fetchone()
    if found:
        return {"nickname": nickname, "available": False, "reason": "taken"}
    return {"nickname": nickname, "available": True}


@app.post("/v1/users", status_code=201)
def sign_up(body: SignUp, response: Response):
    created = int(time.time() * 1000)
    try:
        cursor = connection().execute(
            "INSERT INTO accounts (nickname, nickname_key, email, email_key, birth, gender, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (body.nick, key(body.nick), body.email, key(body.email), body.birth, body.gender, created),
        )
    except sqlite3.IntegrityError as error:
        field = "email" if "email_key" in str(error) else "nick"
        return JSONResponse(
            {"type": "urn:sprout:problem:field-taken", "title": "Conflict", "status": 409, "detail": "taken",
             "field": field},
            status_code=409, media_type="application/problem+json",
        )
    response.headers["Location"] = f"/v1/users/{cursor.lastrowid}"
    return {"id": cursor.lastrowid, "createdAt": created, **body.model_dump()}
