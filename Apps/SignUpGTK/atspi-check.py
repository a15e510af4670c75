#!/usr/bin/python3
"""The window as a screen reader sees it: checks signup-gtk's accessibility tree over AT-SPI, with GTK's AT-SPI
backend on (no GTK_A11Y=none), keys sent with xdotool and text inserted through AT-SPI's EditableText.

Run by atspi-check.sh (which starts Xvfb, a D-Bus session and the accessibility bus, then signup-gtk --lang en)
with the system's python3, which has PyGObject and Atspi. Exits 1 naming the first check that fails.
"""
import re
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

TIMEOUT = 20
events = []


def fail(message):
    print("atspi-check: FAIL: " + message, file=sys.stderr)
    current = application()
    if current is not None:
        current.clear_cache()
        print("  focus is on: " + repr(focused_name(current)), file=sys.stderr)
    sys.exit(1)


def ok(message):
    print("ok - " + message)


def pump(seconds):
    end = time.time() + seconds
    context = GLib.MainContext.default()
    while time.time() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def wait_until(what, predicate):
    end = time.time() + TIMEOUT
    while time.time() < end:
        pump(0.05)
        current = application()
        if current is not None:
            current.clear_cache()  # read states and names as they are now, not as libatspi last cached them
        value = predicate()
        if value:
            return value
    fail("timed out waiting until " + what)


def walk(node):
    yield node
    for index in range(node.get_child_count()):
        child = node.get_child_at_index(index)
        if child is not None:
            yield from walk(child)


def application():
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is not None and app.get_name() == "signup-gtk":
            return app
    return None


def has(node, state):
    return node.get_state_set().contains(state)


def find(app, role, name):
    for node in walk(app):
        if node.get_role_name() == role and node.get_name() == name:
            return node
    return None


def described_by(node):
    names = []
    for relation in node.get_relation_set():
        if relation.get_relation_type() == Atspi.RelationType.DESCRIBED_BY:
            names += [relation.get_target(i).get_name() for i in range(relation.get_n_targets())]
    return names


def labelled_by(node):
    for relation in node.get_relation_set():
        if relation.get_relation_type() == Atspi.RelationType.LABELLED_BY:
            return [relation.get_target(i).get_name() for i in range(relation.get_n_targets())]
    return []


def focused(app):
    for node in walk(app):
        if has(node, Atspi.StateType.FOCUSED) and node.get_role_name() != "frame":
            return node
    return None


def focused_name(app):
    node = focused(app)
    return None if node is None else (node.get_role_name(), node.get_name())


def key(*names):
    subprocess.run(["xdotool", "key", "--delay", "60", *names], check=True)


def text_of(node):
    return Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node))


def on_event(event):
    try:
        # A name change carries the new name (any_data): what a screen reader hears at that moment.
        value = event.any_data if event.type.startswith(
            ("object:property-change:accessible-name", "object:property-change:accessible-description")) else None
        events.append((event.type, event.source.get_role_name(), event.source.get_name(), value))
    except GLib.Error:
        pass


listener = Atspi.EventListener.new(on_event)
for kind in ("focus:", "object:state-changed:invalid", "object:property-change:accessible-name",
             "object:property-change:accessible-description"):
    listener.register(kind)

app = wait_until("an application named signup-gtk is on the accessibility bus", application)
ok("the application has a name: " + app.get_name())

frame = wait_until("its window is in the tree", lambda: find(app, "frame", "Sprout sign-up"))
window_id = subprocess.run(
    ["xdotool", "search", "--sync", "--onlyvisible", "--name", "Sprout sign-up"],
    capture_output=True, text=True, check=True).stdout.split()[0]
subprocess.run(["xdotool", "windowfocus", "--sync", window_id], check=True)
pump(0.5)


def check_names(when):
    for node in walk(app):
        name = node.get_name() or ""
        if re.fullmatch(r"Gtk[A-Z]\w*", name):
            fail(f"{when}: a {node.get_role_name()} is read by its class name, {name!r}")
        if node.get_role_name() in ("label", "alert") and not name.strip():
            fail(f"{when}: an empty {node.get_role_name()} is in the tree")


check_names("at start")
ok("at start no object is read by a class name and no empty label is in the tree")

entries = {}
for field in ("Nickname", "Email", "Birth date"):
    entry = find(app, "text", field)
    if entry is None:
        fail(f"no text entry named {field!r}")
    if labelled_by(entry) != [field]:
        fail(f"{field} is not labelled by its label: {labelled_by(entry)}")
    entries[field] = entry
ok("the three entries are named by their labels")

male = find(app, "radio button", "Male")
female = find(app, "radio button", "Female")
if male is None or female is None:
    fail("the gender buttons are not two radio buttons named Male and Female")
group = male.get_parent()
if group.get_name() != "Gender" or female.get_parent().get_name() != "Gender":
    fail(f"the radio buttons are not in a group named Gender: {group.get_name()!r}")
stops = [button.get_name() for button in (male, female) if has(button, Atspi.StateType.FOCUSABLE)]
if stops != ["Male"]:
    fail(f"the group should have one Tab stop, Male; focusable: {stops}")
ok("Male and Female are radio buttons in the group Gender, with one Tab stop (Male)")

hint = "Optional; press again to clear"
for node, what in ((group, "the group Gender"), (male, "Male"), (female, "Female")):
    if hint not in described_by(node):
        fail(f"{what} is not described by the hint {hint!r}: {described_by(node)}")
ok("the group and each button are described by the hint: " + hint)
events.clear()

wait_until("focus starts in Nickname", lambda: focused_name(app) == ("text", "Nickname"))
key("Tab", "Tab", "Tab")
wait_until("Tab, Tab, Tab reaches Male", lambda: focused_name(app) == ("radio button", "Male"))
key("Right")
wait_until("Right moves to Female", lambda: focused_name(app) == ("radio button", "Female"))
if has(female, Atspi.StateType.CHECKED) or has(male, Atspi.StateType.CHECKED):
    fail("moving with an arrow selected a button")
key("space")
wait_until("Space checks Female", lambda: has(female, Atspi.StateType.CHECKED))
key("Tab")
wait_until("Tab leaves the group for Sign up", lambda: focused_name(app) == ("push button", "Sign up"))
key("shift+Tab")
wait_until(
    "Shift-Tab comes back to the selected button", lambda: focused_name(app) == ("radio button", "Female"))
key("Left")
wait_until("Left moves to Male", lambda: focused_name(app) == ("radio button", "Male"))
key("space")
wait_until(
    "Space on Male checks it and clears Female",
    lambda: has(male, Atspi.StateType.CHECKED) and not has(female, Atspi.StateType.CHECKED))
ok("the group is one radio group: one Tab stop, arrows move without selecting, Space toggles")
renamed = [event for event in events if event[0].startswith("object:property-change:accessible-name")
           and event[1] == "radio button" and event[3] not in ("Male", "Female")]
if renamed or male.get_name() != "Male" or female.get_name() != "Female":
    fail(f"a radio button was renamed while it was checked and cleared: {renamed}, "
         f"now {male.get_name()!r} and {female.get_name()!r}")
ok("the buttons' names stay Male and Female while they are checked and cleared (the check is a state)")

pasted = "\x1b[31m새싹\x1b[0m"
Atspi.EditableText.insert_text(entries["Nickname"], 0, pasted, len(pasted.encode("utf-8")))
wait_until("the pasted colours are removed whole", lambda: text_of(entries["Nickname"]) == "새싹")
notice = wait_until(
    "the status line says what was removed",
    lambda: find(app, "alert", "Removed 2 control characters or escape sequences."))
ok("a pasted coloured text keeps its words, and the alert says: " + notice.get_name())
wait_until(
    "the nickname's check with the store is read as its description",
    lambda: "This nickname is free." in described_by(entries["Nickname"]))
ok("once the store answered, Nickname is described by: This nickname is free.")
Atspi.EditableText.set_text_contents(entries["Nickname"], "")
heavy = "b" + "\u0308" * 4999
Atspi.EditableText.insert_text(entries["Nickname"], 0, heavy, len(heavy.encode("utf-8")))
wait_until(
    "a 5,000-scalar character keeps 120 scalars, as in the terminal",
    lambda: text_of(entries["Nickname"]) == "b" + "\u0308" * 119)
wait_until(
    "the alert says how many code points were left out",
    lambda: find(app, "alert", "Nickname takes at most 120 code points, marks included (4880 left out)."))
ok("a 5,000-scalar character through AT-SPI keeps its first 120 scalars and the alert says 4880 were left out")
Atspi.EditableText.set_text_contents(entries["Nickname"], "")
Atspi.EditableText.insert_text(entries["Email"], 0, "nope", 4)

events.clear()
wait_until("focus is still on Male", lambda: focused_name(app) == ("radio button", "Male"))
key("Tab")
wait_until("Tab goes on to Sign up", lambda: focused_name(app) == ("push button", "Sign up"))
key("Return")
wait_until("focus moves to the first bad field, Nickname", lambda: focused_name(app) == ("text", "Nickname"))
wait_until(
    "a focus event reaches Nickname",
    lambda: any(kind.startswith("focus") and name == "Nickname" for kind, _, name, _ in events))
alert = wait_until(
    "the status line names the fields to check, in words that need no sight",
    lambda: find(app, "alert", "Not signed up. Check Nickname, Email and Birth date."))
expected = {
    "Nickname": "Please enter a nickname.",
    "Email": "Email address must contain an @.",
    "Birth date": "Please enter your birth date.",
}
for field, message in expected.items():
    entry = entries[field]
    wait_until(f"{field} is marked invalid", lambda entry=entry: has(entry, Atspi.StateType.INVALID))
    if message not in described_by(entry):
        fail(f"{field} is not described by its message {message!r}: {described_by(entry)}")
    if find(app, "label", message) is None:
        fail(f"the message {message!r} is not in the tree")
if alert.get_name() not in described_by(entries["Nickname"]):
    fail(f"the focused field is not described by the status line: {described_by(entries['Nickname'])}")
check_names("after the refused sign-up")
ok("after a refused sign-up: focus on Nickname, every bad field invalid and described by its message, and the "
   "focused one also by the alert, so the outcome is read with the field")

Atspi.EditableText.set_text_contents(entries["Email"], "sprout@example.com")
wait_until("a fixed field is no longer invalid", lambda: not has(entries["Email"], Atspi.StateType.INVALID))
if find(app, "label", "Email address must contain an @.") is not None:
    fail("the fixed field's message is still in the tree")
ok("a fixed field is valid again and its message leaves the tree")

question = "The form has input: press Esc again to leave without signing up."
events.clear()
key("Escape")
wait_until("the first Escape on a form with input asks, in the alert", lambda: find(app, "alert", question))
if find(app, "frame", "Sprout sign-up") is None:
    fail("the first Escape closed the window")
wait_until("the field with the focus is described by the question too", lambda: question in described_by(focused(app)))
wait_until(
    "the focused field's new description, with the question, reaches the screen reader",
    lambda: any(kind.startswith("object:property-change:accessible-description") and question in (value or "")
                for kind, _, _, value in events))
ok("the first Escape on a form with input only asks, and the question is read with the focused field: " + question)
key("Escape")
print("atspi-check: passed")
