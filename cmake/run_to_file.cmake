# cmake -DCOMMAND="[emulator;...;]prog" -DARGS="a;b" -DOUTPUT=file -P run_to_file.cmake
# Runs prog with its arguments and writes its standard output to file; a
# failing run fails the build and leaves no half-written file behind.
execute_process(COMMAND ${COMMAND} ${ARGS} OUTPUT_FILE ${OUTPUT}.tmp RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  file(REMOVE ${OUTPUT}.tmp)
  message(FATAL_ERROR "${COMMAND} ${ARGS}: ${rc}")
endif()
file(RENAME ${OUTPUT}.tmp ${OUTPUT})
