"""``python -m game`` and the ``nanba`` launcher: the CLI or the game.

One entry point serves both, because the installed ``nanba`` script and
``python -m game`` should behave alike: a known subcommand (or ``-h``,
``--help``, ``--version``) goes to :mod:`game.cli`; anything else, including
no arguments at all, starts the game through ``game.app.run(argv)``.  The app
is imported only then: the CLI path never loads pygame.

``--self-test`` is routed first, before the CLI or the app is imported: it is
how a packaged build is checked without a screen (:mod:`game.selftest`), and
it must work even when something the CLI imports is what broke.
"""

from __future__ import annotations

import sys

CLI_FLAGS = ("-h", "--help", "--version")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else list(argv)
    if args and args[0] == "--self-test":
        from . import selftest

        return selftest.main(args[1:])
    if args and (args[0] in CLI_FLAGS or not args[0].startswith("-")):
        # Only a first word that is no option can be a subcommand: the game's start (options only)
        # skips building the CLI's parser, which loads the generator's front end (20 ms).
        from . import cli

        if args[0] in CLI_FLAGS or args[0] in cli.command_names():
            return cli.main(args)
    import gc

    # Importing the game makes some hundred thousand objects and hardly a cycle: no collection while
    # it runs, and what it made is frozen, so later collections do not walk it again (4 ms of the start).
    gc.disable()
    try:
        from . import app  # here, not above: pygame loads only when the game starts
    finally:
        gc.freeze()
        gc.enable()
    return app.run(args)


if __name__ == "__main__":
    sys.exit(main())
