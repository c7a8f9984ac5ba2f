#!/usr/bin/env python3
"""The stand-in's two scans, for .ci/check-apple-adapters.

  lint.py declarations FILE…        every declaration of the stand-in has, in the comment and attribute lines
                                    right above it, its https://developer.apple.com/documentation/… address and
                                    its `@available(iOS X.Y, *)` (or `@available(iOS X.Y, macOS X.Y, *)`)
  lint.py availability STAND_IN[:STAND_IN…] PATH…
                                    every use, in the Swift files under PATH…, of a stand-in name introduced
                                    above the iOS 16 floor or the macOS 13 floor is inside an
                                    `if #available(iOS N, macOS M, *)` or `guard #available(…)` scope, or an
                                    `@available(…)` declaration's body, with N and M at least the name's
                                    versions on the platforms the stand-in gives it

A declaration is a line that declares a type, a member, a case or a function at declaration level. Exempt:
`private` helpers of the stand-in itself, an option set's or a raw-representable struct's `rawValue` and
`init(rawValue:)` (the conformance's, not a member Apple documents on its own), and a primitive SwiftUI view's
`typealias Body = Never` and `var body: Never` (the SwiftUI stand-in's difference 2).

The availability lint reads names, not types: a name counts when every stand-in declaration of it is above the
floor (so `modelTime` counts; a name some type has at or below the floor does not). Scopes are read by braces,
with comments and string literals removed first; `guard #available` covers the rest of its enclosing scope, and
an `@available` attribute the next scope opened after it. Uses in comments do not count.
"""

import os
import re
import sys

FLOORS = {"iOS": (16, 0), "macOS": (13, 0)}
URL = re.compile(r"^\s*//\s*https://developer\.apple\.com/documentation/\S+")
# `@available(iOS 17.0, *)`, `@available(iOS 17.0, macOS 14.0, *)`: platforms and versions, then `*`.
AVAILABLE = re.compile(r"@available\(\s*((?:(?:iOS|macOS)\s+\d+(?:\.\d+){0,2}\s*,\s*)+)\*\s*\)")
PLATFORM_VERSION = re.compile(r"(iOS|macOS)\s+(\d+)(?:\.(\d+))?")
DECLARATION = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|open|internal|private|fileprivate|weak|override|required|convenience|static|class|final|"
    r"nonisolated|mutating|indirect)\s+)*"
    r"(class|struct|enum|protocol|func|var|let|init|case|typealias|associatedtype)\b\s*([A-Za-z_]\w*)?")
# A line of attributes only (`@MainActor`, `@available(iOS 18.0, *)`), not a declaration that begins with one.
ATTRIBUTES_ONLY = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s*)+$")
EXEMPT = re.compile(
    r"^\s*(public\s+)?(let rawValue\b|init\(rawValue:|typealias Body = Never$|var body: Never \{ standIn\(\) \}$)")
AVAILABILITY_CONDITION = re.compile(r"#available\(([^)]*)\)")


def version(match):
    """The platforms and versions of an `@available(…)` or `#available(…)` match: {"iOS": (17, 0), …}."""
    return {platform: (int(major), int(minor or 0))
            for platform, major, minor in PLATFORM_VERSION.findall(match.group(1))}


def raise_to(guaranteed, versions):
    """`guaranteed` raised to `versions` on each platform they name."""
    return {platform: max(floor, versions.get(platform, floor)) for platform, floor in guaranteed.items()}


def above_floor(versions):
    return any(versions[platform] > FLOORS[platform] for platform in versions if platform in FLOORS)


def shown(versions):
    return ", ".join(f"{platform} {'.'.join(map(str, versions[platform]))}" for platform in sorted(versions))


def declarations(lines):
    """(line number, kind, name, version or None, has address) for each declaration line."""
    found = []
    for index, line in enumerate(lines):
        match = DECLARATION.match(line)
        if not match or EXEMPT.match(line) or re.match(r"^\s*(private|fileprivate)\s", line):
            continue
        if re.match(r"^\s*(if|guard|for|while|return|switch)\b", line):
            continue
        kind, name = match.group(1), match.group(2)
        if kind == "class" and name in ("var", "func", "let"):
            # `class var x`, `class func f`: the member after it.
            rest = re.match(r"^\s*(?:\w+\s+)*class\s+(var|func|let)\s+([A-Za-z_]\w*)", line)
            kind, name = rest.group(1), rest.group(2)
        above = []
        cursor = index - 1
        while cursor >= 0 and (lines[cursor].strip().startswith("//") or ATTRIBUTES_ONLY.match(lines[cursor])):
            above.append(lines[cursor])
            cursor -= 1
        attributes = above + [line]
        available = next((AVAILABLE.search(text) for text in attributes if AVAILABLE.search(text)), None)
        has_address = any(URL.match(text) for text in above)
        found.append((index + 1, kind, name or "init", version(available) if available else None, has_address))
    return found


def check_declarations(paths):
    problems = []
    count = 0
    for path in paths:
        with open(path, encoding="utf-8") as file:
            lines = file.read().splitlines()
        for number, kind, name, introduced, has_address in declarations(lines):
            count += 1
            if not has_address:
                problems.append(f"{path}:{number}: `{kind} {name}` has no https://developer.apple.com/documentation/… "
                                "address in the comment right above it")
            if introduced is None:
                problems.append(f"{path}:{number}: `{kind} {name}` has no `@available(iOS X.Y, *)` above it")
            elif "iOS" not in introduced:
                problems.append(f"{path}:{number}: `{kind} {name}`'s `@available` gives no iOS version")
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"{count} stand-in declarations, each with its documentation address and its iOS version")


def key(name, label):
    """A function's key: its name and first argument label (`addAction(to:`, `addAction(_:`)."""
    return f"{name}({label}:" if label is not None else name


def stand_in_versions(directories):
    """Key → the lowest versions the stand-ins give it, per platform: a type's or a property's name, or a
    function's name with its first argument label, so that `addAction(to:handler:)` (iOS 18) and
    `addAction(_:for:)` (iOS 14) differ. A platform one declaration of a key does not name is left out: the
    name's lowest version there is unknown, so the lint cannot hold a use to it.

    A member introduced with its type (no later than the type on any platform) is left out too: it is checked
    through its type, since a value of the type comes only from a use of the type or of a member that is
    checked itself. So `KeyPress.Result` and `KeyPress.modifiers` do not make every `Result` and `modifiers`
    in the checked code a use; `KeyPress` does."""
    versions = {}
    paths = [os.path.join(directory, name) for directory in directories for name in sorted(os.listdir(directory))]
    for path in paths:
        if not path.endswith(".swift"):
            continue
        with open(path, encoding="utf-8") as file:
            text = file.read()
        lines = text.splitlines()
        enclosing = enclosing_versions(lines, code_only(text).split("\n"))
        for number, kind, symbol, introduced, _ in declarations(lines):
            if symbol == "init" or introduced is None:
                continue
            outer = enclosing[number - 1]
            if outer and all(introduced[platform] <= outer.get(platform, (0, 0)) for platform in introduced):
                continue
            label = None
            if kind == "func":
                # The declaration up to its parameters' first label, over the lines it spans.
                declaration = " ".join(lines[number - 1:number + 3])
                match = re.search(rf"\b{re.escape(symbol)}\s*(?:<[^>]*>)?\(\s*(\w+)", declaration)
                label = match.group(1) if match else "_"
            known = versions.get(key(symbol, label))
            if known is None:
                versions[key(symbol, label)] = dict(introduced)
            else:
                versions[key(symbol, label)] = {
                    platform: min(known[platform], introduced[platform])
                    for platform in known if platform in introduced}
    return versions


TYPE_DECLARATION = re.compile(r"\b(class|struct|enum|protocol|extension)\s+[A-Za-z_]")


def enclosing_versions(lines, code):
    """For each line, the versions of the type whose body it is in (`None` outside a type, or in an extension,
    which has no version of its own)."""
    by_line = {number - 1: introduced for number, kind, _, introduced, _ in declarations(lines)}
    stack = []
    pending = None
    result = []
    for index, line in enumerate(code):
        result.append(next((entry for entry in reversed(stack) if entry is not False), None) if stack else None)
        if TYPE_DECLARATION.search(line):
            pending = by_line.get(index) if not re.search(r"\bextension\b", line) else None
            pending = pending if pending is not None else False
        for character in line:
            if character == "{":
                stack.append(pending if pending is not None else False)
                pending = None
            elif character == "}" and stack:
                stack.pop()
    # A member's own line is in its type's body: the stack before the line's own braces.
    return [entry or None for entry in result]


def code_only(text):
    """The text with comments and string literals blanked, line structure kept."""
    out = []
    i = 0
    in_block = 0
    while i < len(text):
        if in_block:
            if text.startswith("*/", i):
                in_block -= 1
                i += 2
            elif text.startswith("/*", i):
                in_block += 1
                i += 2
            else:
                out.append("\n" if text[i] == "\n" else " ")
                i += 1
        elif text.startswith("//", i):
            end = text.find("\n", i)
            end = len(text) if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            in_block = 1
            i += 2
        elif text.startswith('"""', i):
            end = text.find('"""', i + 3)
            end = len(text) if end < 0 else end + 3
            out.append("".join("\n" if c == "\n" else " " for c in text[i:end]))
            i = end
        elif text[i] == '"':
            j = i + 1
            while j < len(text) and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (j + 1 - i))
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def check_availability(stand_in, paths):
    above = {name: introduced for name, introduced in stand_in_versions(stand_in.split(":")).items()
             if above_floor(introduced)}
    if not above:
        sys.exit("error: the stand-in declares no name above the floor: the availability lint would check nothing")
    names = {name.split("(")[0] for name in above}
    # A function every overload of which is above a floor: a call with a trailing closure alone (`onKeyPress {`)
    # names no label, and is a use whatever overload it picks.
    every = stand_in_versions(stand_in.split(":"))
    whole = {name for name in names
             if all(above_floor(versions) for key_name, versions in every.items() if key_name.split("(")[0] == name)}
    token = re.compile(r"\b(" + "|".join(sorted(map(re.escape, names), key=len, reverse=True)) + r")\b")
    files = []
    for path in paths:
        if os.path.isfile(path):
            files.append(path)
            continue
        for directory, subdirectories, names in os.walk(path):
            subdirectories[:] = sorted(d for d in subdirectories if not d.startswith(".") and d != ".build")
            files += [os.path.join(directory, name) for name in sorted(names) if name.endswith(".swift")]
    problems = []
    for path in files:
        with open(path, encoding="utf-8") as file:
            code = code_only(file.read())
        # A stack of scopes, each the version it guarantees (the floors outside any guard).
        scopes = [dict(FLOORS)]
        pending = None  # versions for the next scope opened (`if #available`, `@available`)
        for number, line in enumerate(code.split("\n"), 1):
            condition = AVAILABILITY_CONDITION.search(line)
            attribute = AVAILABLE.search(line)
            if condition and re.search(r"\bguard\b", line):
                scopes[-1] = raise_to(scopes[-1], version(condition))
            elif condition or attribute:
                pending = version(condition or attribute)
            guaranteed = raise_to(scopes[-1], pending or {}) if attribute else scopes[-1]
            # Uses before the line's first `{` are in the current scope (or the declaration the attribute heads).
            position = 0
            for character_index, character in enumerate(line):
                if character not in "{}":
                    continue
                problems += uses(path, number, line[position:], token, above, guaranteed, whole,
                                 end=character_index - position)
                position = character_index + 1
                if character == "{":
                    scopes.append(raise_to(scopes[-1], pending or {}))
                    pending = None
                elif len(scopes) > 1:
                    scopes.pop()
                guaranteed = scopes[-1]
            problems += uses(path, number, line[position:], token, above, guaranteed, whole)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"No use above iOS {FLOORS['iOS'][0]} or macOS {FLOORS['macOS'][0]} outside an availability check in "
          f"{len(files)} files ({len(above)} stand-in names above a floor: {', '.join(sorted(above))})")


def uses(path, number, text, token, above, guaranteed, whole, end=None):
    """The uses in `text` that start before `end` (the rest of the line is read for a call's label)."""
    found = []
    for match in token.finditer(text):
        if end is not None and match.start() >= end:
            break
        name = match.group(1)
        if name not in above:
            # A function: its first argument label at the call (`(label:`), or `_` for none.
            call = re.match(r"\s*\(\s*(?:(\w+)\s*:(?!:))?", text[match.end():])
            if call and call.group(0).strip():
                name = key(name, call.group(1) or "_")
            elif name in whole and re.match(r"\s*\{", text[match.end():]):
                name = next(key_name for key_name in sorted(above) if key_name.split("(")[0] == name)
            else:
                continue
            if name not in above:
                continue
        if any(above[name][platform] > guaranteed.get(platform, FLOORS[platform]) for platform in above[name]):
            needed = shown(above[name])
            found.append(f"{path}:{number}: `{name}` is {needed}, above the iOS {FLOORS['iOS'][0]} / macOS "
                         f"{FLOORS['macOS'][0]} floor: use it inside `if #available({needed}, *)` or an "
                         f"`@available({needed}, *)` declaration")
    return found


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "declarations":
        check_declarations(sys.argv[2:])
    elif len(sys.argv) >= 4 and sys.argv[1] == "availability":
        check_availability(sys.argv[2], sys.argv[3:])
    else:
        sys.exit(__doc__)
