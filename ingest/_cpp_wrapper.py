"""Inductor's C++ wrapper (``cpp_wrapper=True``): ``output_code.py`` then holds the graph's `call` as C++ source,
``cpp_wrapper_src = (r'''...''')``, whose ``inductor_entry_impl`` allocates, launches and frees what the Python
wrapper would. (The ``r\"\"\"Compile-time auto-tuning block\"\"\"`` before it runs each kernel once on example values:
no allocation of the graph's.) AOTInductor writes the same C++ as ``output_code.cpp``, its entry point the model's
``AOTInductorModel::run_impl``.

Read here, one line at a time, inside ``inductor_entry_impl`` (torch 2.11, CUDA):

- ``static constexpr int64_t int_array_3[] = {64L, 1L};``: the sizes and strides allocations name;
- ``AOTI_TORCH_ERROR_CODE_CHECK(aoti_torch_empty_strided(2, int_array_0, int_array_1, cached_torch_dtype_float32,
  cached_torch_device_type_cuda,  0, &buf0_handle));``: an allocation;
- ``auto buf3 = std::move(buf0);  // reuse`` and ``auto buf3 = ...(buf1, ...)); buf1.reset();  // reuse``: a reuse;
- ``buf3.reset();``: a ``del``;
- ``call_triton_poi_fused_gelu_1(buf5, buf6, 65536L, 0, stream0);``: a Triton launch;
- ``cpp_fused_gelu_1((const float*)(buf5.data_ptr()), (float*)(buf6.data_ptr()));``: a C++ kernel run (CPU, torch
  2.13);
- ``AOTI_TORCH_ERROR_CODE_CHECK(aoti_torch_cuda_mm_out(buf0, ...));``: an extern op run;
- ``output_handles[0] = buf8.release();``: an output (``auto var_0 = ...(buf6, ...);`` a view returned for ``buf6``).

Up to torch 2.5 the wrapper called ATen's C++ API itself: ``at::Tensor buf0 =
at::detail::empty_strided_cpu({64L, 1L}, {1L, 1L}, at::kFloat);`` an allocation, ``decltype(auto) buf3 =
reinterpret_tensor(buf1, ...); buf1.reset();  // reuse`` a reuse, ``at::addmm_out(buf5, ...);`` an extern op run,
``output_handles[0] = reinterpret_cast<AtenTensorHandle>(new at::Tensor(buf8));`` an output.
"""

from __future__ import annotations

import re

from dumpdiff.ingest._torch import dims, storage_bytes

START = re.compile(r"^cpp_wrapper_src = \(")
# `cpp_wrapper=True`'s entry point, or AOTInductor's (`output_code.cpp`, the model's `run_impl`).
ENTRY = re.compile(r"^void (?:inductor_entry_impl|AOTInductorModel::run_impl)\(")
ENTRY_END = re.compile(r"^\}")
INT_ARRAY = re.compile(r"^\s+static constexpr int64_t (?P<name>\w+)\[\] = \{(?P<values>[^}]*)\};")
ALLOCATION = re.compile(
    r"aoti_torch_empty_strided\(\d+, (?P<size>\w+), (?P<stride>\w+), cached_torch_dtype_(?P<dtype>\w+),[^&]*"
    r"&(?P<buffer>\w+)_handle\)"
)
ATEN_ALLOCATION = re.compile(
    r"^\s+at::Tensor (?P<buffer>\w+) = at::detail::empty_strided_\w+\(\{(?P<size>[^}]*)\}, \{(?P<stride>[^}]*)\}, "
    r"at::k(?P<dtype>\w+)"
)
ATEN_DTYPES = {"Char": "int8", "Byte": "uint8", "ComplexFloat": "complex64", "ComplexDouble": "complex128"}
MOVED = re.compile(r"^\s+auto (?P<new>\w+) = std::move\((?P<old>\w+)\);\s*// reuse$")
VIEW_REUSE = re.compile(r"^\s+(?:auto|decltype\(auto\)) (?P<new>\w+) = .*; (?P<old>\w+)\.reset\(\);;?\s*// reuse$")
VIEW = re.compile(r"^\s+auto (?P<view>\w+) = (?P<expression>.*);$")
RESET = re.compile(r"^\s+(?P<buffer>\w+)\.reset\(\);$")
# A Triton launch through its `call_` helper; on the CPU the C++ kernel function itself, called directly.
LAUNCH = re.compile(r"^\s+(?:call_|(?=cpp_fused_))(?P<kernel>\w+)\((?P<args>.*)\);$")
EXTERN = re.compile(r"^\s+(?:AOTI_TORCH_ERROR_CODE_CHECK\((?P<kernel>aoti_torch_(?:cuda|cpu)_\w+)|(?P<aten>at::\w+))\(")
RELEASE = re.compile(
    r"^\s+output_handles\[\d+\] = (?:(?P<buffer>\w+)\.release\(\)|reinterpret_cast<AtenTensorHandle>\(new "
    r"at::Tensor\((?P<tensor>\w+)\)\));$"
)
NAME = re.compile(r"\b[A-Za-z_]\w*\b")

Event = tuple[str, str, int | None, str]
"""(kind, buffer, bytes, old): as Inductor's Python wrapper is replayed (`_output_code.Step`)."""


class CppWrapperReader:
    """Reads `inductor_entry_impl` line by line into allocation events and launches."""

    def __init__(self, *, whole_file: bool = False) -> None:
        """`whole_file`: the code is C++ from its first line (AOTInductor's `output_code.cpp`), not Python holding
        it in `cpp_wrapper_src`."""
        self.found = whole_file  # the code has a C++ wrapper
        self.events: list[Event] = []
        self.launches: list[tuple[str, str]] = []  # kernel, argument text
        self._in_entry = False
        self.ended = False  # the entry point's closing brace was read
        self._arrays: dict[str, str] = {}
        self._views: dict[str, list[str]] = {}

    def feed(self, line: str) -> bool:
        """Whether the line was the C++ wrapper's (then the Python wrapper's reading skips it)."""
        if not self.found:
            self.found = START.match(line) is not None
            return self.found
        if not self._in_entry:
            self._in_entry = ENTRY.match(line) is not None
            return True
        if ENTRY_END.match(line):
            self._in_entry, self.ended = False, True
        elif array := INT_ARRAY.match(line):
            self._arrays[array["name"]] = array["values"].replace("L", "")
        elif allocation := ATEN_ALLOCATION.match(line):
            dtype = ATEN_DTYPES.get(allocation["dtype"], allocation["dtype"].lower())
            size, stride = (dims(allocation[key].replace("L", "")) for key in ("size", "stride"))
            self.events.append(("allocate", allocation["buffer"], storage_bytes(dtype, size, stride), ""))
        elif allocation := ALLOCATION.search(line):
            size, stride = (
                dims(self._arrays.get(allocation["size"], "?")),
                dims(self._arrays.get(allocation["stride"], "?")),
            )
            self.events.append(("allocate", allocation["buffer"], storage_bytes(allocation["dtype"], size, stride), ""))
        elif reuse := MOVED.match(line) or VIEW_REUSE.match(line):
            self.events.append(("rename", reuse["new"], None, reuse["old"]))
        elif launch := LAUNCH.match(line):
            self.events.append(("run", launch["kernel"], None, ""))
            self.launches.append((launch["kernel"], launch["args"]))
        elif extern := EXTERN.match(line):
            self.events.append(("run", extern["kernel"] or extern["aten"], None, ""))
        elif reset := RESET.match(line):
            self.events.append(("free", reset["buffer"], None, ""))
        elif released := RELEASE.match(line):
            buffer = released["buffer"] or released["tensor"]
            names = self._views.get(buffer, [buffer])
            self.events += [("return", name, None, "") for name in names]
        elif view := VIEW.match(line):
            self._views[view["view"]] = NAME.findall(view["expression"])
        return True
