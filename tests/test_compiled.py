"""The suite tests the engines as the tree holds them: compiled by mypyc from this very source
(setup.py, ``ARBITRO_COMPILE=1``), or as written."""

from __future__ import annotations

import ast
import doctest
import importlib

from tests.compiled import ROOT, build_faults, compiled_sources, is_compiled


def test_every_compiled_module_is_built_from_its_current_source():
    assert build_faults() == []


def test_the_engines_imported_are_the_extensions_or_as_written_where_pure():
    compiled = is_compiled()
    sources = compiled_sources()
    assert {source.parent.name for source in sources} >= {"engine", "euchre", "ecarte", "ramino", "sette_e_mezzo"}
    for source in sources:
        dotted = ".".join(source.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        loaded = importlib.import_module(dotted).__file__
        assert loaded is not None
        assert loaded.endswith(".so") if compiled else loaded.endswith(".py"), (dotted, loaded)


def test_the_doctests_of_compiled_modules_run_every_example_and_pass():
    """pytest collects them from the ``.py`` only where nothing is compiled (tests/compiled.py), and a
    compiled function shows doctest no docstring: each docstring's examples are read from the source
    and run in the namespace of the module as imported."""
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for source in compiled_sources():
        dotted = ".".join(source.relative_to(ROOT).with_suffix("").parts)
        namespace = dict(vars(importlib.import_module(dotted)))
        for node in ast.walk(ast.parse(source.read_text())):
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef):
                docstring, line = ast.get_docstring(node) or "", getattr(node, "lineno", 0)
                if ">>> " in docstring:
                    runner.run(doctest.DocTestParser().get_doctest(docstring, namespace, dotted, str(source), line))
    results = runner.summarize(verbose=False)
    assert results.failed == 0 and results.attempted >= 10


def test_no_compiled_module_annotates_a_bare_float():
    """mypyc makes a ``float`` a C double, turning every integer passed through it into a float (integer
    scores came back as 3.0): the class is swept here, every annotation of every compiled module."""
    for source in compiled_sources():
        for node in ast.walk(ast.parse(source.read_text())):
            annotations = []
            if isinstance(node, ast.FunctionDef):
                arguments = [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs]
                annotations = [arg.annotation for arg in arguments] + [node.returns]
            elif isinstance(node, ast.AnnAssign):
                annotations = [node.annotation]
            for annotation in filter(None, annotations):
                text = annotation.value if isinstance(annotation, ast.Constant) else ast.unparse(annotation)
                words = str(text).replace("|", " ").replace("[", " ").replace("]", " ").replace(",", " ").split()
                assert "float" not in words or "int" in words, f"{source.name}:{node.lineno}: {text}"
